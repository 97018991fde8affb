/** One DisplayNames per language: building one costs milliseconds on a phone, and a page names countries in several places. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in a language ("DE", "fr" → "Allemagne"; "GB", "en" → "United Kingdom"), from the platform's CLDR data (Intl.DisplayNames): no table to keep. */
export function countryName(country: string, locale = 'en'): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(country) ?? country;
  } catch {
    return country;
  }
}
