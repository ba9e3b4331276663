/** How long a search term may be; the field's minLength/maxLength and the server's validation read the same. */
export const queryLength = { min: 2, max: 100 } as const;
