/**
 * Card brands by IIN (the first digits), from card-validator's table (credit-card-type), plus the brands it
 * lacks. The library's table is one shared object: the additions are made once, when this module loads, in
 * whichever thread (page or worker) runs the checks.
 */
import cardValidator from 'card-validator';

const { creditCardType } = cardValidator;
/**
 * card-validator re-exports credit-card-type through a CommonJS namespace wrapper: its helpers (addCard,
 * changeOrder) are properties of the namespace, and the lookup function itself is its default export.
 */
type Lookup = (digits: string) => ReturnType<typeof creditCardType>;
const lookUp: Lookup =
  typeof creditCardType === 'function' ? creditCardType : (creditCardType as unknown as { default: Lookup }).default;

export interface CardBrand {
  /** card-validator's id ("american-express"), or ours for the added brands. */
  id: string;
  name: string;
  /** The numbers of digits the brand issues. */
  lengths: readonly number[];
  /** Where the brand prints a space, as digit counts from the start ([4, 10]: 4-6-5 for Amex). */
  gaps: readonly number[];
  /** The security code's name on the card (CVV, CVC, CID...) and its digits; 0 when the card has none. */
  code: { name: string; size: number };
}

type CardConfig = Parameters<typeof creditCardType.addCard>[0];

const ADDED: readonly CardConfig[] = [
  {
    // RuPay's NPCI ranges as Indian checkout forms' card-type checks list them (508500-508999, 606985-607984,
    // 608001-608500, 652150-653149). Wikipedia's "Payment card number" IIN table gives the broader 60, 65, 81,
    // 82 and 508 (and the JCB co-brands 353, 356), which overlap Discover, UnionPay, Maestro and JCB, so only the
    // narrower ranges are taken.
    niceType: 'RuPay',
    type: 'rupay',
    patterns: [
      [508500, 508999],
      [606985, 607984],
      [608001, 608500],
      [652150, 653149],
    ],
    gaps: [4, 8, 12],
    lengths: [16],
    code: { name: 'CVV', size: 3 },
  },
  {
    // Dankort (Denmark): IIN 5019, 16 digits (Wikipedia "Payment card number"; Nets). Inside Maestro's
    // 500000-504174 range, so the six-digit range is given to win the tie, and it is tested before Maestro.
    niceType: 'Dankort',
    type: 'dankort',
    patterns: [[501900, 501999]],
    gaps: [4, 8, 12],
    lengths: [16],
    code: { name: 'CVV', size: 3 },
  },
  {
    // UATP (airline travel cards): IIN 1, 15 digits printed 4-5-6, no security code (Wikipedia "Payment card
    // number"; Adyen's UATP test number 1354 1001 4004 955).
    niceType: 'UATP',
    type: 'uatp',
    patterns: [1],
    gaps: [4, 9],
    lengths: [15],
    code: { name: 'CVV', size: 0 },
  },
];

let registered = false;

function registerAddedBrands(): void {
  if (registered) return;
  registered = true;
  for (const config of ADDED) {
    if (creditCardType.getTypeInfo(config.type)) continue;
    creditCardType.addCard(config);
  }
  // A tie in pattern length goes to the brand tested first: these two are narrower ranges inside Maestro's.
  const maestro = cardOrder().indexOf('maestro');
  if (maestro >= 0) {
    creditCardType.changeOrder('rupay', maestro);
    creditCardType.changeOrder('dankort', maestro);
  }
}

/** The brand ids in the order card-validator tests them. */
function cardOrder(): string[] {
  return lookUp('').map((card) => card.type);
}

registerAddedBrands();

function toBrand(card: {
  type: string;
  niceType: string;
  lengths: number[];
  gaps: number[];
  code: { name: string; size: number };
}): CardBrand {
  return { id: card.type, name: card.niceType, lengths: card.lengths, gaps: card.gaps, code: card.code };
}

/** The brand whose IIN range the digits start in; null when none does, or when the digits fit several. */
export function brandOf(digits: string): CardBrand | null {
  if (digits === '') return null;
  const matches = lookUp(digits);
  return matches.length === 1 ? toBrand(matches[0]!) : null;
}
