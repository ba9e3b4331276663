// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cache entries are Next's, of many shapes
type Value = any;
export function encode(value: Value): Value;
export function decode(value: Value): Value;
