/**
 * `setValueAs` conversions for the candidate forms: an HTML input gives a string, while the shared
 * profile schemas expect `null` for "not given" and numbers for numeric fields.
 */

/** A blank field (or one never filled) is `null`; anything else is kept as it is. */
export const nullIfBlank = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A blank number field is `null`; anything else becomes a number (the schema rejects what is not one). */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Postcodes are typed in any case; the schema and the stored value are upper case. */
export const upperCased = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
