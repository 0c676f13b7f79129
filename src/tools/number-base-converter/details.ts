import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Binary, octal, decimal, hex and every base to 36, exact at any size.',
  keywords: [
    'base',
    'binary',
    'hex',
    'hexadecimal',
    'octal',
    'decimal',
    'radix',
    'hex to decimal',
    'decimal to hex',
    'decimal to binary',
    'binary to decimal',
    'base 36',
    'bigint',
    "two's complement",
    'twos complement',
    'signed',
    'ieee 754',
    'float',
    'double',
    'bits',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Any Size',
        text: 'Numbers are BigInts, so 2^64, 2^128 and beyond convert exactly: there is no limit at 2^53.',
      },
      {
        title: 'Bases 2 to 36',
        text: 'Read the base from a 0x, 0o or 0b prefix or choose it; digit separators (_ or a space) are allowed.',
      },
      {
        title: "Two's Complement",
        text: 'At 8, 16, 32, 64 or 128 bits, decimal is the signed reading and other bases the bit pattern: -1 is FF.',
      },
      {
        title: 'IEEE 754 Layout',
        text: 'A decimal number as float32 or float64 bits, split into sign, exponent and mantissa, and bits back.',
      },
      { title: 'Errors That Point', text: 'A wrong digit is named with its line, column and place in the number.' },
      { title: 'One Number a Line', text: 'Convert a whole list at once, or use the tool as a recipe step.' },
    ],
  },
};

export default details;
