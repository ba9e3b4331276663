export function countryRanges(): [number, number, string][];
export function geoRangeLines(ranges?: [number, number, string][]): string;
