import { defineOptions } from '../../lib/options-schema';
import { countryChoices, countryFromLocale } from './core';

/** The default country: the region of the browser's language ("en-GB" → United Kingdom). */
const LOCALE_COUNTRY = countryFromLocale(typeof navigator === 'undefined' ? undefined : navigator.language);

export const OPTIONS = defineOptions({
  country: {
    kind: 'choice',
    label: 'Default country',
    hint: 'Numbers without + and a calling code are read as this country’s.',
    default: LOCALE_COUNTRY as string,
    choices: [
      { value: '', label: 'None: numbers start with + and a calling code' },
      ...countryChoices().map(({ code, name, callingCode }) => ({ value: code, label: `${name} (+${callingCode})` })),
    ],
  },
});
