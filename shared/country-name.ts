/** A country's name in a language ("DE", "fr" → "Allemagne"; "GB", "en" → "United Kingdom"), from the platform's CLDR data (Intl.DisplayNames): no table to keep. */
export function countryName(country: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country) ?? country;
  } catch {
    return country;
  }
}
