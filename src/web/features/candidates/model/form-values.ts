/** An HTML input gives a string; the shared schemas expect `null` for "not given" and numbers. */

export const nullIfBlank = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A blank number field is `null`; anything else becomes a number (the schema rejects what is not one). */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Postcodes are typed in any case; the schema and the stored value are upper case. */
export const upperCased = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
