/** The product's name as shown in the header and footer (same words as the share templates). */
export const BRAND_NAME = 'Fiji Rugby Talent';
export const COPYRIGHT_YEAR = 2024;
