import { describe, expect, it } from 'vitest';
import { findContactDetails } from '../../shared/contact-details.ts';

/** Questions and answers on a lot refuse contact details (docs/adr/0055); lots' own words pass. */
describe('contact details in a question or an answer', () => {
  it.each([
    ['Write to me at jo.bloggs@example.com please', 'email'],
    ['JO@EXAMPLE.CO.UK', 'email'],
    ['jo @ example . com', 'email'],
    ['jo at example dot com', 'email'],
    ['jo [at] example [dot] com', 'email'],
    ['jo(at)example(dot)fr', 'email'],
    ['jo {at} mail {dot} example {dot} org', 'email'],
    ['jean arobase exemple point fr', 'email'],
    ['mail me: jo+antiques@gmail.com', 'email'],
  ] as const)('finds an e-mail address in %j', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each([
    ['More photos on https://example.com/lot', 'url'],
    ['see http://example.net', 'url'],
    ['www.example.fr has more', 'url'],
    ['WWW dot example dot com', 'url'],
    ['visit harcourt-antiques.co.uk', 'url'],
    ['on EXAMPLE.COM', 'url'],
    ['my shop is example dot com', 'url'],
    ['mon site : exemple point fr', 'url'],
    ['example (dot) net', 'url'],
    ['find me on antiques.it', 'url'],
    ['find me on harcourt.shop', 'url'],
  ] as const)('finds a web address in %j', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each([
    ['Call 07700 900123', 'phone'],
    ['Call 07700900123 after six', 'phone'],
    ['+44 7700 900123', 'phone'],
    ['+44 (0)20 7946 0958', 'phone'],
    ['(020) 7946 0958', 'phone'],
    ['appelez le 06 12 34 56 78', 'phone'],
    ['06.12.34.56.78', 'phone'],
    ['0033 6 12 34 56 78', 'phone'],
    ['555-123-4567', 'phone'],
    ['(555) 123 4567', 'phone'],
    ['lot 12 07700 900123', 'phone'],
    ['zero seven seven zero zero nine zero zero one two three', 'phone'],
    ['zéro six un deux trois quatre cinq six sept huit', 'phone'],
    ['0 7 7 0 0 9 0 0 1 2 3', 'phone'],
  ] as const)('finds a phone number in %j', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each([
    'Is the price of £1,250 negotiable?',
    'Would you accept £12,500.50?',
    'Prix de réserve : 1 250 000 € ?',
    'It measures 30 x 40 cm, is that with the frame?',
    'Dimensions 30x40x55.5 cm, 12.5 kg',
    'Made between 1850 and 1900, restored in 1920?',
    'Circa 1850-1900, signed 1923',
    'Dated 12/03/1924 on the back, and 01.03.2024 on the label',
    'Years 1850 1900 1920 are on the stamp',
    'Sizes 10 12 14 16 18',
    'Lot 1234, item number 100045: is the mirror original?',
    'Is it Art Deco.It looks later to me.',
    'Made in France.Is the marble original?',
    'Can you ship at the weekend? I will be at home.',
    'Is it by Gillows at Lancaster?',
    'The mark says "Sheffield 1911" — what does it mean?',
    'Quel est le point de vue du vendeur sur la dorure ?',
    'One or two chips? Three or four scratches?',
    'Bonjour, est-ce un meuble de 1850 ? Un, deux ou trois tiroirs ?',
    'Is the 9ct gold hallmarked? 375/1000',
    'Please answer at your convenience: 2 @ £5 each?',
    '',
  ])('lets %j through', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });
});
