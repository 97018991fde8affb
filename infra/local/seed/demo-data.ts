/**
 * The demo catalogue a fresh local stack starts with: the category taxonomy, display currencies,
 * help articles, home-page banners and listings (with the specs of their generated photos).
 * Pure data, no I/O: the seed (seed.ts) stores it and renders the photos (photos.ts).
 * Money is in pence; times are relative to the moment of seeding.
 */
import type { Category } from '../../../shared/categories.ts';
import type { StoredBanner } from '../../../shared/contract/catalogue.ts';
import { categoryName } from '../../../shared/i18n/index.ts';
import type { PhotoKind, PhotoSpec, PhotoView } from './photos.ts';

// ───────────────────────────────────────────── categories ───────────────────────────────────────

export interface DemoCategory {
  id: string;
  name: string;
  subCategories: { id: string; name: string }[];
}

/** A demo category as stored, as an admin would leave it: with the French names of the site's catalogue (docs/adr/0051). */
export function inFrenchToo(category: DemoCategory): Category {
  const french = (name: string) => ({ name, nameFr: categoryName('fr', name) });
  return { id: category.id, ...french(category.name), subCategories: category.subCategories.map((s) => ({ id: s.id, ...french(s.name) })) };
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    id: 'furniture',
    name: 'Furniture',
    subCategories: [
      { id: 'furniture-chairs', name: 'Chairs & Seating' },
      { id: 'furniture-tables', name: 'Tables' },
      { id: 'furniture-cabinets', name: 'Cabinets & Sideboards' },
      { id: 'furniture-chests', name: 'Chests & Coffers' },
      { id: 'furniture-desks', name: 'Desks & Bureaux' },
      { id: 'furniture-mirrors', name: 'Mirrors' },
    ],
  },
  {
    id: 'ceramics',
    name: 'Ceramics & Porcelain',
    subCategories: [
      { id: 'ceramics-porcelain', name: 'European Porcelain' },
      { id: 'ceramics-pottery', name: 'Staffordshire & English Pottery' },
      { id: 'ceramics-oriental', name: 'Chinese & Japanese Ceramics' },
      { id: 'ceramics-art-pottery', name: 'Art Pottery' },
      { id: 'ceramics-tableware', name: 'Tea & Dinner Services' },
    ],
  },
  {
    id: 'silver',
    name: 'Silver & Metalware',
    subCategories: [
      { id: 'silver-candlesticks', name: 'Candlesticks & Candelabra' },
      { id: 'silver-tea', name: 'Tea & Coffee Ware' },
      { id: 'silver-flatware', name: 'Flatware & Cutlery' },
      { id: 'silver-brass-copper', name: 'Brass & Copper' },
      { id: 'silver-pewter', name: 'Pewter' },
    ],
  },
  {
    id: 'clocks',
    name: 'Clocks & Watches',
    subCategories: [
      { id: 'clocks-mantel', name: 'Mantel & Bracket Clocks' },
      { id: 'clocks-longcase', name: 'Longcase Clocks' },
      { id: 'clocks-pocket', name: 'Pocket Watches' },
      { id: 'clocks-wrist', name: 'Wristwatches' },
      { id: 'clocks-barometers', name: 'Barometers' },
    ],
  },
  {
    id: 'jewellery',
    name: 'Jewellery',
    subCategories: [
      { id: 'jewellery-rings', name: 'Rings' },
      { id: 'jewellery-brooches', name: 'Brooches & Pins' },
      { id: 'jewellery-necklaces', name: 'Necklaces & Pendants' },
      { id: 'jewellery-bracelets', name: 'Bracelets & Bangles' },
      { id: 'jewellery-costume', name: 'Costume Jewellery' },
    ],
  },
  {
    id: 'coins',
    name: 'Coins & Banknotes',
    subCategories: [
      { id: 'coins-british', name: 'British Coins' },
      { id: 'coins-world', name: 'World Coins' },
      { id: 'coins-ancient', name: 'Ancient Coins' },
      { id: 'coins-banknotes', name: 'Banknotes' },
      { id: 'coins-tokens', name: 'Tokens & Medallions' },
    ],
  },
  {
    id: 'stamps',
    name: 'Stamps',
    subCategories: [
      { id: 'stamps-gb', name: 'Great Britain' },
      { id: 'stamps-commonwealth', name: 'British Commonwealth' },
      { id: 'stamps-europe', name: 'European Stamps' },
      { id: 'stamps-world', name: 'World Stamps' },
      { id: 'stamps-covers', name: 'Covers & Postal History' },
    ],
  },
  {
    id: 'art',
    name: 'Art & Prints',
    subCategories: [
      { id: 'art-oil', name: 'Oil Paintings' },
      { id: 'art-watercolours', name: 'Watercolours & Drawings' },
      { id: 'art-prints', name: 'Prints & Engravings' },
      { id: 'art-maps', name: 'Maps & Atlases' },
      { id: 'art-sculpture', name: 'Sculpture' },
    ],
  },
  {
    id: 'glass',
    name: 'Glass',
    subCategories: [
      { id: 'glass-drinking', name: 'Drinking Glasses' },
      { id: 'glass-decanters', name: 'Decanters & Jugs' },
      { id: 'glass-art', name: 'Art Glass' },
      { id: 'glass-paperweights', name: 'Paperweights' },
    ],
  },
  {
    id: 'books',
    name: 'Books & Manuscripts',
    subCategories: [
      { id: 'books-first-editions', name: 'First Editions' },
      { id: 'books-antiquarian', name: 'Antiquarian Books' },
      { id: 'books-children', name: "Children's Books" },
      { id: 'books-manuscripts', name: 'Manuscripts & Letters' },
      { id: 'books-bindings', name: 'Fine Bindings' },
    ],
  },
  {
    id: 'toys',
    name: 'Toys & Games',
    subCategories: [
      { id: 'toys-diecast', name: 'Diecast Models' },
      { id: 'toys-tinplate', name: 'Tinplate Toys' },
      { id: 'toys-teddy-bears', name: 'Teddy Bears & Dolls' },
      { id: 'toys-games', name: 'Board Games & Puzzles' },
      { id: 'toys-trains', name: 'Model Railways' },
    ],
  },
  {
    id: 'militaria',
    name: 'Militaria',
    subCategories: [
      { id: 'militaria-medals', name: 'Medals & Orders' },
      { id: 'militaria-badges', name: 'Badges & Insignia' },
      { id: 'militaria-uniforms', name: 'Uniforms & Headdress' },
      { id: 'militaria-documents', name: 'Documents & Photographs' },
    ],
  },
  {
    id: 'textiles',
    name: 'Textiles & Rugs',
    subCategories: [
      { id: 'textiles-rugs', name: 'Rugs & Carpets' },
      { id: 'textiles-samplers', name: 'Samplers & Needlework' },
      { id: 'textiles-quilts', name: 'Quilts & Linens' },
      { id: 'textiles-costume', name: 'Vintage Costume' },
    ],
  },
  {
    id: 'scientific',
    name: 'Scientific Instruments',
    subCategories: [
      { id: 'scientific-navigation', name: 'Navigational Instruments' },
      { id: 'scientific-microscopes', name: 'Microscopes' },
      { id: 'scientific-telescopes', name: 'Telescopes' },
      { id: 'scientific-globes', name: 'Globes' },
      { id: 'scientific-medical', name: 'Medical Instruments' },
    ],
  },
];

// ───────────────────────────────────────────── currencies ───────────────────────────────────────

/** Display currencies for `metadata`: `rate` is units of the currency per 1 GBP. GBP first. */
export const DEMO_CURRENCIES: { code: string; name: string; symbol: string; rate: number }[] = [
  { code: 'GBP', name: 'British pound', symbol: '£', rate: 1 },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: 1.16 },
  { code: 'USD', name: 'US dollar', symbol: '$', rate: 1.34 },
  { code: 'CHF', name: 'Swiss franc', symbol: 'CHF', rate: 1.07 },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥', rate: 198 },
  { code: 'CAD', name: 'Canadian dollar', symbol: 'C$', rate: 1.85 },
  { code: 'AUD', name: 'Australian dollar', symbol: 'A$', rate: 2.05 },
  { code: 'SEK', name: 'Swedish krona', symbol: 'kr', rate: 12.8 },
  { code: 'DKK', name: 'Danish krone', symbol: 'kr', rate: 8.66 },
];

// ───────────────────────────────────────────── support articles ─────────────────────────────────

/** A help article in English, with its French (docs/adr/0025: `fr` carries title, body and topic). */
export interface DemoSupportArticle {
  id: string;
  title: string;
  body: string;
  category: string;
  fr: { title: string; body: string; category: string };
}

export const DEMO_SUPPORT_CATEGORIES = ['Buying', 'Selling', 'Payments & Payouts', 'Shipping', 'Account & Security', 'Disputes'] as const;

export const DEMO_SUPPORT_ARTICLES: DemoSupportArticle[] = [
  {
    id: 'how-bidding-works',
    category: 'Buying',
    title: 'How bidding works',
    body: `Every auction on Patina starts from a starting price set by the seller, which can be as low as £1. To bid, open the item, enter an amount at or above the minimum shown under the current price, and confirm.

The minimum next bid is the current bid plus one bid increment. Increments grow with the price: a few pence on low-value items, up to £100 on items above £3,000. Some sellers set their own fixed increment, which then applies instead.

You can follow every auction you have bid on from My bids. When someone outbids you, we send you a notification straight away so you can decide whether to bid again.

An auction runs for the number of days the seller chose, usually seven, and ends at the time shown on the item page. When it ends, the highest bidder wins, as long as any reserve price has been met.`,
    fr: {
      category: 'Acheter',
      title: 'Comment fonctionnent les enchères',
      body: `Chaque enchère sur Patina part d’un prix de départ fixé par le vendeur, qui peut descendre jusqu’à 1 £. Pour enchérir, ouvrez l’objet, saisissez un montant égal ou supérieur au minimum indiqué sous le prix actuel, puis confirmez.

L’enchère minimum suivante est l’enchère actuelle plus un palier. Les paliers augmentent avec le prix : quelques pence pour les objets de faible valeur, jusqu’à 100 £ au-delà de 3 000 £. Certains vendeurs fixent leur propre palier, qui s’applique alors à la place.

Vous suivez toutes les enchères auxquelles vous avez participé depuis Mes enchères. Dès qu’on vous surenchérit, nous vous prévenons pour que vous décidiez s’il faut enchérir à nouveau.

Une enchère dure le nombre de jours choisi par le vendeur, en général sept, et se termine à l’heure indiquée sur la page de l’objet. À la clôture, le meilleur enchérisseur l’emporte, pourvu que le prix de réserve éventuel soit atteint.`,
    },
  },
  {
    id: 'automatic-maximum-bids',
    category: 'Buying',
    title: 'Automatic maximum bids (proxy bidding)',
    body: `You do not have to watch an auction to the last minute. Enter the most you are willing to pay as your maximum bid, and Patina bids for you, one increment at a time, only as much as is needed to keep you in the lead.

Your maximum stays private. Other bidders see the current price, never your ceiling. If another bidder places the same maximum as you, the bid placed first wins.

If someone bids more than your maximum, you are outbid and we notify you. You can then raise your maximum at any time while the auction is running.

Example: the current price is £100 and the increment is £2. You set a maximum of £150. The price moves to £102 with you in the lead. If another bidder then bids £120, the price becomes £122 and you are still leading, because your maximum is higher.`,
    fr: {
      category: 'Acheter',
      title: 'Enchères maximales automatiques (enchères par procuration)',
      body: `Inutile de surveiller une enchère jusqu’à la dernière minute. Indiquez le montant le plus élevé que vous êtes prêt à payer comme enchère maximale : Patina enchérit pour vous, palier par palier, seulement autant qu’il le faut pour vous garder en tête.

Votre maximum reste confidentiel. Les autres enchérisseurs voient le prix actuel, jamais votre plafond. Si un autre enchérisseur fixe le même maximum que vous, l’enchère placée la première l’emporte.

Si quelqu’un enchérit au-delà de votre maximum, vous êtes surenchéri et nous vous prévenons. Vous pouvez alors relever votre maximum à tout moment tant que l’enchère est en cours.

Exemple : le prix actuel est de 100 £ et le palier de 2 £. Vous fixez un maximum de 150 £. Le prix passe à 102 £ et vous êtes en tête. Si un autre enchérisseur mise ensuite 120 £, le prix passe à 122 £ et vous restez en tête, car votre maximum est plus élevé.`,
    },
  },
  {
    id: 'winning-and-paying',
    category: 'Buying',
    title: 'I won an auction: what happens next?',
    body: `Congratulations! When an auction ends with you as the highest bidder, we send you a notification and the item appears in your account as won.

Payment is due within 24 hours of winning. Open the item, check the shipping zone and cost, and pay by card. If payment is not made within 24 hours, the sale may be cancelled and the item offered again, so please pay promptly.

Once you have paid, the seller is asked to dispatch the item and to add tracking details. You can follow the delivery from your purchases.

When the parcel arrives, inspect the item and confirm receipt. If something is wrong, for example the item is damaged or not as described, open a dispute before confirming receipt.`,
    fr: {
      category: 'Acheter',
      title: 'J’ai remporté une enchère : que se passe-t-il ensuite ?',
      body: `Félicitations ! Quand une enchère se termine et que vous êtes le meilleur enchérisseur, nous vous prévenons et l’objet apparaît comme remporté dans votre compte.

Le paiement est dû dans les 24 heures qui suivent. Ouvrez l’objet, vérifiez la zone et les frais de livraison, puis payez par carte. Sans paiement sous 24 heures, la vente peut être annulée et l’objet proposé à nouveau : merci de payer rapidement.

Une fois le paiement reçu, le vendeur est invité à expédier l’objet et à ajouter le suivi du colis. Vous suivez la livraison depuis vos achats.

À l’arrivée du colis, examinez l’objet et confirmez la réception. En cas de problème, par exemple un objet abîmé ou non conforme à sa description, ouvrez un litige avant de confirmer la réception.`,
    },
  },
  {
    id: 'buy-it-now',
    category: 'Buying',
    title: 'Buying with Buy it now',
    body: `Many listings offer a Buy it now price. Items listed only as Buy it now have no bidding: click Buy it now, confirm the shipping zone, and the item is yours at the fixed price.

Some items are listed both at auction and with a Buy it now price. You can bid, or you can end the auction immediately by buying at the fixed price, while it is still available.

After a Buy it now purchase the same rules apply as for a won auction: payment is due within 24 hours, and the seller then ships the item to you with tracking.

Every item, whether auction or Buy it now, has been reviewed by one of our experts before going live, so you can buy with confidence.`,
    fr: {
      category: 'Acheter',
      title: 'Acheter avec Achat immédiat',
      body: `De nombreuses annonces proposent un prix d’achat immédiat. Les objets proposés uniquement en achat immédiat n’ont pas d’enchères : cliquez sur Achat immédiat, confirmez la zone de livraison, et l’objet est à vous au prix fixé.

Certains objets sont à la fois mis aux enchères et proposés en achat immédiat. Vous pouvez enchérir, ou mettre fin à l’enchère tout de suite en achetant au prix fixé, tant qu’il est encore disponible.

Après un achat immédiat, les règles sont les mêmes que pour une enchère remportée : le paiement est dû sous 24 heures, puis le vendeur vous expédie l’objet avec un suivi.

Chaque objet, aux enchères ou en achat immédiat, a été examiné par l’un de nos experts avant sa mise en ligne : vous achetez en confiance.`,
    },
  },
  {
    id: 'listing-an-item',
    category: 'Selling',
    title: 'How to list an item',
    body: `Listing an item takes three steps. First, choose the category and sub-category and fill in the item details: title, a short caption, a full description and the item specifics such as period, maker, material, dimensions and condition. Be accurate about condition: honest descriptions sell better and prevent disputes.

Second, add photos. Every listing needs at least 5 photos, in JPG or PNG format, each under 2 MB. Show the whole piece, the back, any marks or signatures, and close-ups of any damage.

Third, set the price and shipping. Choose auction, Buy it now or both. Auctions start from £1 and run for 1 to 14 days; the default is 7 days. Set shipping costs for the zones you ship to.

Before your listing goes live, one of our experts reviews it. We may ask you to correct details or add photos.`,
    fr: {
      category: 'Vendre',
      title: 'Comment mettre un objet en vente',
      body: `La mise en vente se fait en trois étapes. D’abord, choisissez la catégorie et la sous-catégorie, puis renseignez l’objet : titre, courte accroche, description complète et caractéristiques comme l’époque, le fabricant, la matière, les dimensions et l’état. Soyez précis sur l’état : une description honnête se vend mieux et évite les litiges.

Ensuite, ajoutez les photos. Chaque annonce en demande au moins 5, au format JPG ou PNG, de moins de 2 Mo chacune. Montrez la pièce entière, le dos, les marques ou signatures, et des gros plans de tout défaut.

Enfin, fixez le prix et la livraison. Choisissez l’enchère, l’achat immédiat ou les deux. Les enchères partent de 1 £ et durent de 1 à 14 jours, 7 jours par défaut. Indiquez les frais de livraison des zones que vous desservez.

Avant sa mise en ligne, votre annonce est examinée par l’un de nos experts. Il peut vous demander de corriger des informations ou d’ajouter des photos.`,
    },
  },
  {
    id: 'reserve-prices',
    category: 'Selling',
    title: 'Reserve prices',
    body: `A reserve price is the lowest price you are willing to accept at auction. If bidding does not reach the reserve, the item is not sold and its status becomes Reserve Price Not Met.

A reserve can only be set on items with an estimated value over £150, and the reserve itself must be at least £150. Bidders are told that a reserve exists and whether it has been met, but never the amount.

If your auction is running and bids are close to, but below, your reserve, you can lower the reserve to improve the chance of selling. The new reserve must be lower than the current one, and it can never go below £150.

Starting prices and reserves work together: a low starting price attracts bidders, while the reserve protects you from selling too cheaply.`,
    fr: {
      category: 'Vendre',
      title: 'Les prix de réserve',
      body: `Le prix de réserve est le prix le plus bas que vous acceptez aux enchères. Si les enchères n’atteignent pas la réserve, l’objet n’est pas vendu et passe au statut Prix de réserve non atteint.

Une réserve ne peut être fixée que sur un objet estimé à plus de 150 £, et la réserve elle-même doit être d’au moins 150 £. Les enchérisseurs savent qu’il existe une réserve et si elle est atteinte, jamais son montant.

Si votre enchère est en cours et que les offres approchent de votre réserve sans l’atteindre, vous pouvez baisser la réserve pour augmenter vos chances de vendre. La nouvelle réserve doit être inférieure à l’actuelle et ne peut jamais descendre sous 150 £.

Prix de départ et réserve vont de pair : un prix de départ bas attire les enchérisseurs, tandis que la réserve vous évite de vendre trop bon marché.`,
    },
  },
  {
    id: 'fees-and-commission',
    category: 'Selling',
    title: 'Fees and commission',
    body: `Listing an item on Patina is free. We charge a seller commission of 2.95% of the final sale price, and only when the item sells. If your item does not sell, you pay nothing.

The commission is deducted from the sale amount before your payout. For example, an item that sells for £400 carries a commission of £11.80, and you receive £388.20.

If you use our optional fulfilment service, which can include professional photography, cleaning and shipping the item to the buyer for you, a fulfilment fee is also deducted from the final sale.

Shipping costs are set by you for each zone and are paid by the buyer, unless you choose to offer free shipping and pay for it yourself.`,
    fr: {
      category: 'Vendre',
      title: 'Frais et commission',
      body: `Mettre un objet en vente sur Patina est gratuit. Nous prélevons une commission vendeur de 2,95 % du prix de vente final, et seulement si l’objet se vend. Si votre objet ne se vend pas, vous ne payez rien.

La commission est déduite du montant de la vente avant votre versement. Par exemple, pour un objet vendu 400 £, la commission est de 11,80 £ et vous recevez 388,20 £.

Si vous faites appel à notre service de traitement facultatif, qui peut comprendre la photographie professionnelle, le nettoyage et l’expédition de l’objet à l’acheteur à votre place, des frais de traitement sont aussi déduits de la vente.

Les frais de livraison sont fixés par vous pour chaque zone et payés par l’acheteur, sauf si vous choisissez d’offrir la livraison et de la payer vous-même.`,
    },
  },
  {
    id: 'expert-review',
    category: 'Selling',
    title: 'Why every listing is reviewed by an expert',
    body: `Every listing on Patina is reviewed by an expert before it goes live. Our experts check that the description, the category, the photos and the estimated value are accurate and consistent.

While a listing is being checked, its status is Awaiting Approval. When the expert approves it, the listing becomes Active and, for auctions, the countdown starts.

If something needs to change, the expert sends the listing back with a note explaining what to correct, for example a missing photo of a hallmark, a period that does not match the style, or a reserve that breaks the rules. Edit the listing and submit it again.

Expert review protects buyers and sellers alike: buyers bid with confidence, and honest sellers are not undercut by misleading listings.`,
    fr: {
      category: 'Vendre',
      title: 'Pourquoi chaque annonce est examinée par un expert',
      body: `Chaque annonce sur Patina est examinée par un expert avant sa mise en ligne. Nos experts vérifient que la description, la catégorie, les photos et la valeur estimée sont exactes et cohérentes.

Pendant la vérification, l’annonce a le statut En attente de validation. Quand l’expert l’approuve, l’annonce devient Active et, pour les enchères, le compte à rebours commence.

Si quelque chose doit changer, l’expert renvoie l’annonce avec une note expliquant quoi corriger : par exemple une photo du poinçon manquante, une époque qui ne correspond pas au style, ou une réserve contraire aux règles. Modifiez l’annonce et soumettez-la à nouveau.

L’examen par un expert protège acheteurs et vendeurs : les acheteurs enchérissent en confiance, et les vendeurs honnêtes ne sont pas concurrencés par des annonces trompeuses.`,
    },
  },
  {
    id: 'getting-paid',
    category: 'Payments & Payouts',
    title: 'When and how sellers are paid',
    body: `Seller payouts are made fortnightly. Every two weeks we pay out the proceeds of your completed sales, less the 2.95% commission and any fulfilment fee.

A sale is included in the next payout once the buyer has paid and has confirmed receipt of the item. Sales that are in dispute are held until the dispute is resolved.

You can follow the status of each sale, and whether it has been paid out, from your seller account. Make sure your payout details are complete and correct in your account settings: payouts to an incomplete account are held until the details are fixed.

If a payout looks wrong, contact support with the item number and we will reply within 24 hours.`,
    fr: {
      category: 'Paiements et versements',
      title: 'Quand et comment les vendeurs sont payés',
      body: `Les versements aux vendeurs ont lieu tous les quinze jours. Toutes les deux semaines, nous vous versons le produit de vos ventes terminées, moins la commission de 2,95 % et les éventuels frais de traitement.

Une vente entre dans le versement suivant dès que l’acheteur a payé et confirmé la réception de l’objet. Les ventes en litige sont retenues jusqu’à la résolution du litige.

Vous suivez l’état de chaque vente, et son versement, depuis votre compte vendeur. Vérifiez que vos coordonnées de versement sont complètes et exactes dans les réglages de votre compte : les versements vers un compte incomplet sont retenus jusqu’à leur correction.

Si un versement vous semble erroné, contactez l’assistance avec le numéro de l’objet : nous répondons sous 24 heures.`,
    },
  },
  {
    id: 'paying-for-items',
    category: 'Payments & Payouts',
    title: 'Paying for an item',
    body: `Patina takes card payments through a secure card payment provider. Enter your 16-digit card number, expiry date and security code at checkout; we never store your full card number.

Payment is due within 24 hours of winning an auction or choosing Buy it now. If payment is not made in time, the sale may be cancelled with the status Payment Not Done On Time, and the item may be offered to others.

Prices on Patina are set in pounds sterling (GBP). You can choose another display currency from the currency menu, for example euros or US dollars, but the amounts shown are conversions for guidance only: your card is charged in GBP, and your bank may apply its own exchange rate.`,
    fr: {
      category: 'Paiements et versements',
      title: 'Payer un objet',
      body: `Patina accepte les paiements par carte via un prestataire de paiement sécurisé. Saisissez au moment du paiement le numéro à 16 chiffres de votre carte, sa date d’expiration et son code de sécurité ; nous ne conservons jamais le numéro complet de votre carte.

Le paiement est dû dans les 24 heures qui suivent une enchère remportée ou un achat immédiat. Sans paiement dans ce délai, la vente peut être annulée avec le statut Non payée à temps, et l’objet proposé à d’autres.

Les prix sur Patina sont fixés en livres sterling (GBP). Vous pouvez choisir une autre devise d’affichage dans le menu des devises, par exemple l’euro ou le dollar américain, mais les montants affichés sont des conversions indicatives : votre carte est débitée en GBP, et votre banque peut appliquer son propre taux de change.`,
    },
  },
  {
    id: 'shipping-zones',
    category: 'Shipping',
    title: 'Shipping zones and costs',
    body: `Sellers set their shipping costs for three zones: Nationwide, Europe and Rest of the world. Each listing shows the zones the seller ships to, the cost for each zone and the estimated delivery time in days. A seller may choose not to ship to a zone at all, for example for large furniture.

At checkout you choose your zone and the shipping cost is added to the price. Some sellers offer free shipping and pay the cost themselves.

Valuable or fragile items are often sent insured: the listing says so. For deliveries outside the UK, import duties and taxes may be charged by the destination country when the parcel arrives; these are paid by the buyer.

Once the seller has dispatched your item, the tracking details appear with your purchase.`,
    fr: {
      category: 'Livraison',
      title: 'Zones et frais de livraison',
      body: `Les vendeurs fixent leurs frais de livraison pour trois zones : National, Europe et Reste du monde. Chaque annonce indique les zones desservies par le vendeur, le coût pour chacune et le délai de livraison estimé en jours. Un vendeur peut choisir de ne pas livrer une zone, par exemple pour un meuble volumineux.

Au paiement, vous choisissez votre zone et les frais de livraison s’ajoutent au prix. Certains vendeurs offrent la livraison et en paient eux-mêmes le coût.

Les objets précieux ou fragiles sont souvent envoyés assurés : l’annonce le précise. Pour une livraison hors du Royaume-Uni, des droits et taxes d’importation peuvent être perçus par le pays de destination à l’arrivée du colis ; ils sont à la charge de l’acheteur.

Une fois l’objet expédié par le vendeur, le suivi du colis apparaît avec votre achat.`,
    },
  },
  {
    id: 'packing-antiques',
    category: 'Shipping',
    title: 'Packing antiques safely',
    body: `Good packing prevents most damage claims. Wrap each item individually in acid-free tissue, then in bubble wrap, and fill every gap in a strong double-walled box so nothing can move. Allow at least 5 cm of padding on every side.

For ceramics and glass, pad the inside of vases and bowls, and wrap lids, stoppers and covers separately. For clocks, remove or secure the pendulum and weights. For silver, avoid newspaper, which can mark the surface.

Frame glass should be taped in a criss-cross pattern so that, if it breaks, it cannot cut the picture. Furniture should be wrapped in blankets and sent by a specialist carrier.

Insure valuable items for their full value and keep the proof of postage and tracking until the buyer has confirmed receipt.`,
    fr: {
      category: 'Livraison',
      title: 'Bien emballer les antiquités',
      body: `Un bon emballage évite la plupart des réclamations pour dommages. Enveloppez chaque objet séparément dans du papier de soie sans acide, puis dans du papier bulle, et comblez chaque vide d’un carton solide à double cannelure pour que rien ne bouge. Prévoyez au moins 5 cm de calage de chaque côté.

Pour la céramique et le verre, garnissez l’intérieur des vases et des coupes, et emballez à part couvercles, bouchons et capuchons. Pour les pendules, retirez ou bloquez le balancier et les poids. Pour l’argenterie, évitez le papier journal, qui peut marquer la surface.

Collez du ruban adhésif en croisillons sur la vitre des cadres : si elle se brise, elle ne pourra pas entailler l’image. Les meubles doivent être emballés dans des couvertures et confiés à un transporteur spécialisé.

Assurez les objets précieux pour leur pleine valeur et gardez la preuve de dépôt et le suivi jusqu’à ce que l’acheteur ait confirmé la réception.`,
    },
  },
  {
    id: 'account-security',
    category: 'Account & Security',
    title: 'Keeping your account secure',
    body: `Use a strong password that you do not use anywhere else, and never share it. Patina staff will never ask for your password or your full card number by e-mail, phone or message.

If you receive a message asking you to pay outside Patina, to click a link to confirm your account, or to move a conversation to another platform, do not respond: report it to support. Paying outside Patina means you lose the protection of our disputes process.

If you think someone else has used your account, change your password straight away and contact support. We reply to all support requests within 24 hours.

You can change your language and display currency at any time from the menus at the top of the page.`,
    fr: {
      category: 'Compte et sécurité',
      title: 'Protéger votre compte',
      body: `Choisissez un mot de passe solide que vous n’utilisez nulle part ailleurs, et ne le communiquez jamais. L’équipe Patina ne vous demandera jamais votre mot de passe ni le numéro complet de votre carte, que ce soit par e-mail, par téléphone ou par message.

Si l’on vous demande de payer en dehors de Patina, de cliquer sur un lien pour confirmer votre compte ou de poursuivre la conversation sur une autre plateforme, ne répondez pas : signalez-le à l’assistance. Payer en dehors de Patina vous prive de la protection de notre procédure de litige.

Si vous pensez que quelqu’un d’autre a utilisé votre compte, changez immédiatement votre mot de passe et contactez l’assistance. Nous répondons à toutes les demandes sous 24 heures.

Vous pouvez changer de langue et de devise d’affichage à tout moment depuis les menus en haut de la page.`,
    },
  },
  {
    id: 'opening-a-dispute',
    category: 'Disputes',
    title: 'Opening a dispute',
    body: `If an item arrives damaged, is not as described, or does not arrive at all, you can open a dispute from your purchase before you confirm receipt.

Explain the problem clearly and add photos showing the damage or the difference from the description, along with photos of the packaging. The more detail you give, the faster the dispute can be resolved.

The seller is notified and asked to respond. Disputes are answered within 24 to 48 hours. Many are settled directly between buyer and seller, for example with a partial refund or a return. If you cannot agree, our team reviews the evidence from both sides and makes a decision.

While a dispute is open, the item's status is In dispute and the seller's payout for that sale is held until the dispute is closed.`,
    fr: {
      category: 'Litiges',
      title: 'Ouvrir un litige',
      body: `Si un objet arrive abîmé, n’est pas conforme à sa description ou n’arrive pas du tout, vous pouvez ouvrir un litige depuis votre achat avant de confirmer la réception.

Expliquez clairement le problème et joignez des photos montrant les dommages ou l’écart avec la description, ainsi que des photos de l’emballage. Plus vous donnez de détails, plus le litige se règle vite.

Le vendeur est prévenu et invité à répondre. Les litiges reçoivent une réponse sous 24 à 48 heures. Beaucoup se règlent directement entre acheteur et vendeur, par exemple par un remboursement partiel ou un retour. Faute d’accord, notre équipe examine les éléments des deux parties et tranche.

Tant qu’un litige est ouvert, l’objet a le statut En litige et le versement au vendeur pour cette vente est retenu jusqu’à la clôture du litige.`,
    },
  },
  {
    id: 'contacting-support',
    category: 'Account & Security',
    title: 'Contacting support',
    body: `Our support team is here to help with bidding, payments, listings, shipping and anything else about your account. We reply to every request within 24 hours.

Before you write, check the help articles on this page: most questions about bidding, reserves, fees, payouts and shipping are answered here.

When you contact us, include the item number if your question is about a particular listing or sale, and attach screenshots or photos if they help explain the problem. Never send your password or your full card number.

For problems with an item you have bought, such as damage in transit or an item that is not as described, open a dispute from the purchase instead: disputes are answered within 24 to 48 hours and keep the seller's payout on hold until they are resolved.`,
    fr: {
      category: 'Compte et sécurité',
      title: 'Contacter l’assistance',
      body: `Notre équipe d’assistance vous aide pour les enchères, les paiements, les annonces, la livraison et tout ce qui concerne votre compte. Nous répondons à chaque demande sous 24 heures.

Avant d’écrire, consultez les articles d’aide de cette page : la plupart des questions sur les enchères, les réserves, les frais, les versements et la livraison y trouvent leur réponse.

Quand vous nous contactez, indiquez le numéro de l’objet si votre question porte sur une annonce ou une vente précise, et joignez des captures d’écran ou des photos si elles aident à expliquer le problème. N’envoyez jamais votre mot de passe ni le numéro complet de votre carte.

Pour un problème avec un objet acheté, comme des dommages pendant le transport ou un objet non conforme, ouvrez plutôt un litige depuis l’achat : les litiges reçoivent une réponse sous 24 à 48 heures et le versement au vendeur reste retenu jusqu’à leur résolution.`,
    },
  },
];

// ───────────────────────────────────────────── banners ──────────────────────────────────────────

/** The home page slider; banner n's image is rendered by `renderBanner(n)`, its phone copy made from it (`phoneBannerOf`). */
export const DEMO_BANNERS: StoredBanner[] = [
  {
    title: 'Fine furniture & clocks',
    text: 'Georgian chairs, Victorian cabinets and French mantel clocks, every piece checked by an expert before it goes live.',
    image: 'demo/banners/1.jpg',
    phoneImage: 'demo/banners/1-phone.jpg',
    link: '/catagoriesDetails/furniture',
    fr: { title: 'Meubles et pendules d’exception', text: 'Chaises géorgiennes, cabinets victoriens et pendules de cheminée françaises : chaque pièce est vérifiée par un expert avant sa mise en ligne.' },
  },
  {
    title: 'Silver, glass & jewellery',
    text: 'Hallmarked silver, Bristol blue glass and Victorian gems. Auctions start from £1, with automatic maximum bids.',
    image: 'demo/banners/2.jpg',
    phoneImage: 'demo/banners/2-phone.jpg',
    link: '/catagoriesDetails/silver',
    fr: { title: 'Argenterie, verre et bijoux', text: 'Argenterie poinçonnée, verre bleu de Bristol et bijoux victoriens. Enchères dès 1 £, avec enchère maximale automatique.' },
  },
  {
    title: 'Toys, books & collectables',
    text: 'Tinplate robots, mohair bears and first editions: bid at auction or Buy it now.',
    image: 'demo/banners/3.jpg',
    phoneImage: 'demo/banners/3-phone.jpg',
    link: '/catagoriesDetails/all',
    fr: { title: 'Jouets, livres et objets de collection', text: 'Robots en fer-blanc, ours en mohair et éditions originales : enchérissez ou achetez immédiatement.' },
  },
];

// ───────────────────────────────────────────── listings ─────────────────────────────────────────

export interface DemoShippingOffer {
  /** Pence. */
  cost: number;
  days: number;
}

export interface DemoBid {
  bidder: 'buyer' | 'buyer2';
  /** Pence: what the bidder enters; at least the minimum next bid when it is placed (shared/bidding.ts). */
  amount: number;
  /** Pence: the bidder's automatic maximum, when it is above `amount` (shared/proxy-bidding.ts). */
  maxBid?: number;
  /** When the bid was placed, in hours before the seed time (decreasing along the list). */
  hoursAgo: number;
}

export interface DemoListing {
  /** Unique, [a-z0-9-]; photo keys are derived from it. */
  slug: string;
  categoryId: string;
  subCategoryId: string | null;
  name: string;
  caption: string;
  description: string;
  /**
   * Label → value: the answers to the category's demo seller form (seller-forms.ts), whose order they
   * are shown in. The seed sends them by field position, as the listing wizard does.
   */
  specifics: Record<string, string>;
  listAsAuction: boolean;
  listAsBuyNow: boolean;
  /** Pence, at least 100. Buy-it-now-only listings carry their price here too. */
  startingPrice: number;
  priceIncrement: number | null;
  durationDays: number;
  /** Only when estimatedValue > 15000, and then at least 15000. */
  reservePrice: number | null;
  /** Greater than startingPrice when both formats are offered. */
  buyItNowPrice: number | null;
  estimatedValue: number;
  shipping: { nationwide: DemoShippingOffer | null; europe: DemoShippingOffer | null; worldwide: DemoShippingOffer | null };
  insured: boolean;
  shippingPaidBy: 'buyer' | 'seller';
  status: 'Active' | 'Sold';
  /**
   * Hours from the seed time until the end (the seed accepts the listing `durationDays` before it).
   * Sold listings ended in the past (negative): an auction at its end, to its leader at the price the
   * proxy rules reached; a Buy-it-now-only listing was bought a day before its end.
   */
  endsInHours: number;
  /** Placed in order, each through the proxy-bidding rules; every one must be accepted. */
  bids: DemoBid[];
  /** At least 5; rendered by photos.ts. */
  photos: PhotoSpec[];
}

const VIEWS: PhotoView[] = ['front', 'side', 'detail', 'back', 'mark'];

/** The five catalogue shots of one object: front, side, detail, back and its mark. */
function shots(kind: PhotoKind, main: string, accent: string, extra: Omit<Partial<PhotoSpec>, 'kind' | 'view' | 'palette'> = {}): PhotoSpec[] {
  return VIEWS.map((view) => ({ kind, view, palette: { main, accent }, ...extra }));
}

const uk = (cost: number, days: number): DemoShippingOffer => ({ cost, days });
const SMALL_PARCEL = { nationwide: uk(495, 3), europe: uk(1450, 7), worldwide: uk(2450, 12) };
const INSURED_PARCEL = { nationwide: uk(1250, 3), europe: uk(3500, 7), worldwide: uk(6500, 12) };

export const DEMO_LISTINGS: DemoListing[] = [
  // ── Furniture ──
  {
    slug: 'george-iii-mahogany-shield-back-chair',
    categoryId: 'furniture',
    subCategoryId: 'furniture-chairs',
    name: 'George III mahogany shield-back side chair, c.1785',
    caption: 'Hepplewhite pattern with a carved wheat-ear splat and drop-in seat',
    description: `A George III mahogany side chair in the manner of George Hepplewhite, circa 1785. The shield-shaped back encloses five moulded splats, the central one carved with pendant wheat ears, above a serpentine drop-in seat later covered in old-gold damask. It stands on square tapering front legs ending in spade feet, with gently swept rear legs.

The timber is a dense, close-grained Cuban-type mahogany with a rich colour and a good dry patina to the back.

Condition: structurally sound with no loose joints. Glue blocks renewed; one rear leg with a neat 19th-century splice repair; minor knocks and scratches consistent with age. The upholstery is clean but faded.

Height 96 cm, width 53 cm, depth 50 cm, seat height 46 cm.`,
    specifics: { Period: 'Georgian (1714–1837)', Date: 'c. 1785', Wood: 'Mahogany', Style: 'Hepplewhite', 'Other materials': 'Old-gold damask drop-in seat', Dimensions: 'H 96 × W 53 × D 50 cm', Condition: 'Good', 'Condition notes': 'One old splice repair to a rear leg; glue blocks renewed; upholstery faded' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 12000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: null,
    buyItNowPrice: null,
    estimatedValue: 35000,
    shipping: { nationwide: uk(4500, 5), europe: uk(12000, 10), worldwide: null },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 50,
    bids: [
      { bidder: 'buyer', amount: 12000, hoursAgo: 110 },
      { bidder: 'buyer2', amount: 12500, hoursAgo: 80 },
      // An automatic maximum: buyer2's next bid is answered at once, and buyer keeps the lead.
      { bidder: 'buyer', amount: 14000, maxBid: 16000, hoursAgo: 40 },
      { bidder: 'buyer2', amount: 15500, hoursAgo: 20 },
    ],
    photos: shots('chair', '#6b2f1c', '#b58b3a', { label: 'W. & J. HARDY|BATH|Cabinet Makers & Restorers' }),
  },
  {
    slug: 'victorian-burr-walnut-marquetry-credenza',
    categoryId: 'furniture',
    subCategoryId: 'furniture-cabinets',
    name: 'Victorian burr walnut and floral marquetry credenza, c.1865',
    caption: 'Glazed bowed ends, gilt-brass mounts and an oval marquetry door',
    description: `A mid-Victorian burr walnut credenza, circa 1865. The moulded top above a frieze inlaid with boxwood stringing and applied with gilt-brass (ormolu) mounts. The central door is cross-banded in tulipwood and centred by an oval panel of floral marquetry in satinwood, holly and stained fruitwoods, flanked by pilasters and glazed ends enclosing velvet-lined shelves. On a plinth base with turned bun feet.

The burr veneers are well figured and the marquetry crisp, with the original engraved detail to the leaves.

Condition: a few small veneer lifts and one replaced section of beading to the left door; the glass original with slight ripples; locks working, one key. Light surface scratches to the top commensurate with use.

Height 108 cm, width 183 cm, depth 46 cm.`,
    specifics: { Period: 'Victorian (1837–1901)', Date: 'c. 1865', Wood: 'Walnut', 'Other materials': 'Burr walnut veneers, satinwood and fruitwood marquetry, gilt-brass mounts', Dimensions: 'H 108 × W 183 × D 46 cm', Condition: 'Good', 'Condition notes': 'Minor veneer lifts; one section of beading replaced; locks working, one key' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 45000,
    priceIncrement: null,
    durationDays: 10,
    reservePrice: 75000,
    buyItNowPrice: 145000,
    estimatedValue: 120000,
    shipping: { nationwide: uk(9500, 7), europe: null, worldwide: null },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 190,
    bids: [
      { bidder: 'buyer', amount: 45000, hoursAgo: 30 },
      { bidder: 'buyer2', amount: 47000, hoursAgo: 12 },
    ],
    photos: shots('cabinet', '#6a4523', '#c9a15a', { label: 'HOLLAND & SONS|MOUNT STREET, LONDON|Cabinet Makers & Upholsterers' }),
  },
  {
    slug: 'charles-ii-joined-oak-coffer',
    categoryId: 'furniture',
    subCategoryId: 'furniture-chests',
    name: 'Charles II joined oak coffer, c.1680',
    caption: 'Three carved lozenge panels, lunette-carved top rail, rich colour',
    description: `A Charles II joined oak coffer, West Country, circa 1680. The three-plank top with moulded edge opens on old iron strap hinges above a top rail carved with a band of lunettes. The front has three fielded panels, each carved with a lozenge and roundel, divided by muntins and framed by stiles that continue down to form the feet.

An honest coffer with excellent deep colour and a thick waxed patina built up over three centuries.

Condition: sound and usable. The hinges are replacements of the 18th century; the lock removed; the feet slightly reduced in height; old worm holes, inactive; a shrinkage split to the top that has been stable for many years.

Height 68 cm, width 118 cm, depth 52 cm.`,
    specifics: { Period: 'Pre-1700', Date: 'c. 1680', Wood: 'Oak', Style: 'Joined, West Country', Dimensions: 'H 68 × W 118 × D 52 cm', Condition: 'Good', 'Condition notes': '18th-century replacement hinges; old inactive worm; stable shrinkage split to the top' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 28000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 50000,
    buyItNowPrice: null,
    estimatedValue: 90000,
    shipping: { nationwide: uk(8500, 7), europe: null, worldwide: null },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Sold',
    endsInHours: -30,
    bids: [
      { bidder: 'buyer', amount: 28000, hoursAgo: 150 },
      { bidder: 'buyer2', amount: 30000, hoursAgo: 120 },
      { bidder: 'buyer', amount: 34000, hoursAgo: 90 },
      { bidder: 'buyer2', amount: 42000, hoursAgo: 60 },
      { bidder: 'buyer', amount: 48000, hoursAgo: 45 },
      { bidder: 'buyer2', amount: 52000, hoursAgo: 33 },
    ],
    photos: shots('chest', '#4a3321', '#8a6a45', { label: 'LOT 214|Ludlow Sale Rooms' }),
  },
  // ── Ceramics & Porcelain ──
  {
    slug: 'meissen-porcelain-baluster-vase',
    categoryId: 'ceramics',
    subCategoryId: 'ceramics-porcelain',
    name: 'Meissen porcelain baluster vase with Deutsche Blumen, c.1880',
    caption: 'Painted flower sprays and gilt bands, crossed swords mark',
    description: `A Meissen porcelain baluster vase, circa 1880, painted in the Deutsche Blumen manner with loose sprays of roses, tulips and forget-me-nots and scattered insects, between gilt bands at the foot, shoulder and rim.

The underglaze blue crossed swords mark to the base, with an incised model number and a painter's mark in gilt.

Condition: no chips, cracks or restoration found under ultraviolet light. Very light rubbing to the gilding of the rim; a small firing flaw to the foot ring, as made.

Height 32 cm, diameter 17 cm.`,
    specifics: { Period: 'Victorian (1837–1901)', Date: 'c. 1880', 'Factory or maker': 'Meissen', Origin: 'Saxony, Germany', Body: 'Hard-paste porcelain', Decoration: 'Deutsche Blumen flower sprays, gilt bands', Marks: 'Underglaze blue crossed swords', Dimensions: 'H 32 cm, Ø 17 cm', Condition: 'Excellent', 'Condition notes': 'Light rubbing to the gilt rim; small firing flaw to the foot ring, as made' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 20000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 45000,
    buyItNowPrice: null,
    estimatedValue: 80000,
    shipping: INSURED_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 26,
    bids: [
      { bidder: 'buyer', amount: 20000, hoursAgo: 120 },
      { bidder: 'buyer2', amount: 22000, hoursAgo: 96 },
      { bidder: 'buyer', amount: 26000, hoursAgo: 70 },
      { bidder: 'buyer2', amount: 30000, hoursAgo: 40 },
      { bidder: 'buyer', amount: 34000, hoursAgo: 8 },
    ],
    photos: shots('vase', '#f4f1ea', '#c0392b', { motif: 'floral', label: 'SWORDS' }),
  },
  {
    slug: 'staffordshire-willow-pattern-teapot',
    categoryId: 'ceramics',
    subCategoryId: 'ceramics-pottery',
    name: 'Staffordshire pearlware teapot, blue and white Willow pattern, c.1820',
    caption: 'Transfer-printed pagoda, bridge and willow tree',
    description: `A Staffordshire pearlware teapot and cover, circa 1820, of squat globular form, transfer-printed in underglaze blue with the Willow pattern: the pagoda, the three figures crossing the bridge, the willow tree, the zigzag fence and the two lovebirds, below a band of diaper ornament at the shoulder.

A good clear print with the bluish pearlware glaze pooling around the foot.

Condition: a small chip to the inner rim of the cover, a hairline to the spout and light wear to the glaze of the knop; no restoration.

Height 15 cm, length 26 cm (handle to spout).`,
    specifics: { Period: 'Georgian (1714–1837)', Date: 'c. 1820', 'Factory or maker': 'Staffordshire pottery, unattributed', Origin: 'Staffordshire, England', Body: 'Pearlware', Decoration: 'Blue and white transfer print, Willow pattern', Dimensions: 'H 15 × L 26 cm', Condition: 'Fair, with wear', 'Condition notes': 'Chip to the cover rim, hairline to the spout; no restoration' },
    listAsAuction: false,
    listAsBuyNow: true,
    startingPrice: 9500,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: null,
    buyItNowPrice: 9500,
    estimatedValue: 9000,
    shipping: { nationwide: uk(795, 3), europe: uk(2200, 7), worldwide: uk(3800, 14) },
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 280,
    bids: [],
    photos: shots('teapot', '#f3f1ec', '#2a4b8d', { motif: 'transfer', material: 'pottery', label: 'OPAQUE CHINA|STAFFORDSHIRE' }),
  },
  {
    slug: 'chinese-famille-rose-ginger-jar',
    categoryId: 'ceramics',
    subCategoryId: 'ceramics-oriental',
    name: 'Chinese famille rose ginger jar and cover, late Qing dynasty',
    caption: 'Enamelled peonies and rockwork, ruyi-head band, seal mark',
    description: `A Chinese porcelain ginger jar and domed cover, late Qing dynasty, 19th century, enamelled in the famille rose palette with pink peonies growing from blue rockwork, below a band of ruyi-head lappets at the shoulder; the cover with a ring of pink florets.

The base with an underglaze blue six-character seal mark in a double square.

Condition: the cover with a small frit to the rim; light wear to the enamels consistent with age; the jar itself free of damage or restoration.

Height 27 cm including cover.`,
    specifics: { Period: 'Victorian (1837–1901)', Date: 'Late Qing dynasty, 19th century', 'Factory or maker': 'Unattributed', Origin: 'China', Body: 'Hard-paste porcelain', Decoration: 'Famille rose peonies and rockwork, ruyi-head band', Marks: 'Six-character seal mark in underglaze blue', Dimensions: 'H 27 cm', Condition: 'Very good', 'Condition notes': 'Small frit to the cover rim; light wear to the enamels' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 15000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 30000,
    buyItNowPrice: null,
    estimatedValue: 60000,
    shipping: INSURED_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 5,
    bids: [
      { bidder: 'buyer2', amount: 15000, hoursAgo: 150 },
      { bidder: 'buyer', amount: 16000, hoursAgo: 100 },
      { bidder: 'buyer2', amount: 20000, hoursAgo: 60 },
      { bidder: 'buyer', amount: 25000, hoursAgo: 20 },
      { bidder: 'buyer2', amount: 28000, hoursAgo: 4 },
    ],
    photos: shots('ginger-jar', '#f5f3ee', '#d35d82', { motif: 'famille-rose', label: 'SEAL' }),
  },
  {
    slug: 'moorcroft-pomegranate-vase',
    categoryId: 'ceramics',
    subCategoryId: 'ceramics-art-pottery',
    name: 'William Moorcroft Pomegranate pattern vase, c.1925',
    caption: 'Tube-lined fruit on a deep blue ground, impressed and signed',
    description: `A William Moorcroft ovoid vase in the Pomegranate pattern, circa 1925, tube-lined with ripe split pomegranates, berries and leaves in crimson, purple, ochre and green on a deep blue ground shading to green at the foot.

The base impressed MOORCROFT and MADE IN ENGLAND, with the green painted signature W. Moorcroft. Pomegranate, introduced in 1910, became one of the pottery's most successful designs and was made in many shapes until the late 1930s.

Condition: excellent, with no chips, cracks or restoration; a few tiny glaze bubbles and minor kiln grit to the foot, as made.

Height 21 cm.`,
    specifics: { Period: '1910–1945', Date: 'c. 1925', 'Factory or maker': 'William Moorcroft', Origin: 'Burslem, Staffordshire', Body: 'Earthenware', Decoration: 'Tube-lined Pomegranate pattern', Marks: 'Impressed MOORCROFT, MADE IN ENGLAND; green signature', Dimensions: 'H 21 cm', Condition: 'Excellent', 'Condition notes': 'A few tiny glaze bubbles and kiln grit to the foot, as made' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 25000,
    priceIncrement: null,
    durationDays: 10,
    reservePrice: null,
    buyItNowPrice: 65000,
    estimatedValue: 55000,
    shipping: INSURED_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 200,
    bids: [{ bidder: 'buyer', amount: 25000, hoursAgo: 30 }],
    photos: shots('vase', '#1f3550', '#8e2a3a', { motif: 'pomegranate', material: 'pottery', label: 'MOORCROFT|MADE IN ENGLAND' }),
  },
  // ── Silver & Metalware ──
  {
    slug: 'george-iii-silver-candlesticks-sheffield-1785',
    categoryId: 'silver',
    subCategoryId: 'silver-candlesticks',
    name: 'Pair of George III silver candlesticks, Sheffield 1785',
    caption: 'Knopped stems, gadrooned bases, detachable nozzles',
    description: `A pair of George III cast-style loaded silver candlesticks, John Winter & Co., Sheffield 1785. Each with a knopped and tapering stem rising from a stepped base with a gadrooned border, the campana sconce with a detachable nozzle.

Fully hallmarked on the bases with the maker's mark JW, the lion passant, the crown for Sheffield and the date letter; the nozzles with the lion passant.

Condition: good gauge and crisp gadrooning; small dents to one sconce, light surface scratches and the felt bases renewed; the loading secure.

Height 30 cm.`,
    specifics: { Period: 'Georgian (1714–1837)', Date: '1785', Metal: 'Sterling silver', Maker: 'John Winter & Co.', 'Assay office': 'Sheffield', Hallmarks: "Maker's mark JW, lion passant, crown, date letter", Dimensions: 'H 30 cm', Condition: 'Good', 'Condition notes': 'Loaded; small dents to one sconce; felt bases renewed' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 90000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 120000,
    buyItNowPrice: null,
    estimatedValue: 180000,
    shipping: { nationwide: uk(1800, 3), europe: uk(4500, 7), worldwide: uk(8500, 12) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 75,
    bids: [
      { bidder: 'buyer', amount: 90000, hoursAgo: 80 },
      { bidder: 'buyer2', amount: 95000, hoursAgo: 50 },
    ],
    photos: shots('candlestick', '#c0c3c7', '#333333', { motif: 'pair', material: 'silver', label: 'JW', year: '1785' }),
  },
  {
    slug: 'victorian-silver-teapot-london-1872',
    categoryId: 'silver',
    subCategoryId: 'silver-tea',
    name: 'Victorian silver teapot, London 1872',
    caption: 'Globular body with an engraved cartouche and gadrooned foot',
    description: `A Victorian silver teapot, Martin, Hall & Co., London 1872, of compressed globular form with a gadrooned foot, an engraved vacant cartouche flanked by foliate scrolls, a swan-neck spout and a hinged domed cover with a turned finial. The scroll handle with ivory heat insulators.

Fully hallmarked to the underside and part-marked to the cover.

Condition: no repairs; a few small dents to the body and light scratches from use; the hinge firm.

Height 17 cm, length 28 cm. Weight 652 g (21 oz) all in.`,
    specifics: { Period: 'Victorian (1837–1901)', Date: '1872', Metal: 'Sterling silver', Maker: 'Martin, Hall & Co.', 'Assay office': 'London', Hallmarks: 'Fully marked; the cover part-marked', 'Weight (grams)': '652', Dimensions: 'H 17 × L 28 cm', Condition: 'Good', 'Condition notes': 'A few small dents and light scratches from use; hinge firm' },
    listAsAuction: false,
    listAsBuyNow: true,
    startingPrice: 65000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: null,
    buyItNowPrice: 65000,
    estimatedValue: 60000,
    shipping: { nationwide: uk(1500, 3), europe: uk(4000, 7), worldwide: null },
    insured: true,
    shippingPaidBy: 'seller',
    status: 'Active',
    endsInHours: 230,
    bids: [],
    photos: shots('teapot', '#c0c3c7', '#333333', { material: 'silver', motif: 'plain', backdrop: 'charcoal', label: 'MH', year: '1872' }),
  },
  // ── Clocks & Watches ──
  {
    slug: 'french-ormolu-marble-mantel-clock-japy',
    categoryId: 'clocks',
    subCategoryId: 'clocks-mantel',
    name: 'French ormolu and black marble mantel clock, Japy Frères, c.1870',
    caption: 'Drum case with a laurel swag, enamel dial, eight-day striking movement',
    description: `A Napoleon III ormolu and Belgian black marble mantel clock, circa 1870. The drum case with a beaded bezel is flanked by acanthus scrolls and surmounted by an urn finial, above a pedestal applied with a laurel swag, on a marble plinth with toupie feet.

The white enamel dial with Roman numerals and blued steel Breguet-style hands. The eight-day movement by Japy Frères strikes the hours and half hours on a bell; the back plate stamped with the Japy medallion and numbered.

Condition: running and striking, recently serviced; the gilding with light wear to the high points; a small chip to the back edge of the plinth. With pendulum and key.

Height 44 cm, width 30 cm.`,
    specifics: { Period: 'Victorian (1837–1901)', Movement: 'Mechanical (spring)', Maker: 'Japy Frères', Working: 'Yes, serviced', Dimensions: 'H 44 × W 30 cm', Condition: 'Very good', Date: 'c. 1870', Case: 'Ormolu and Belgian black marble', 'Movement details': 'Eight-day, striking the hours and half hours on a bell', 'Condition notes': 'Light wear to the gilding; small chip to the back of the plinth; with pendulum and key' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 60000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: 120000,
    buyItNowPrice: 240000,
    estimatedValue: 220000,
    shipping: { nationwide: uk(3500, 3), europe: uk(6500, 6), worldwide: uk(12500, 14) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 300,
    bids: [],
    photos: shots('mantel-clock', '#c79a3e', '#1f1f1f', { label: "JAPY FRÈRES|MÉDAILLE D'HONNEUR" }),
  },
  {
    slug: 'george-iii-pair-cased-verge-pocket-watch',
    categoryId: 'clocks',
    subCategoryId: 'clocks-pocket',
    name: 'George III silver pair-cased verge pocket watch, London 1798',
    caption: 'Tortoiseshell outer case, enamel dial, fusee movement',
    description: `A George III silver pair-cased verge pocket watch, London 1798. The white enamel dial with Roman hours, a minute track and subsidiary seconds; the gilt fusee verge movement with a pierced and engraved balance cock, signed I. Walker, London, and numbered.

The plain silver inner case, hallmarked London 1798, sits in a later outer case covered in tortoiseshell and decorated with silver piqué dots. Sold with a silver watch chain.

Condition: running at the time of listing but not serviced, so sold without guarantee; a hairline to the dial at six o'clock; the tortoiseshell with small losses at the edge.

Diameter of the outer case 58 mm.`,
    specifics: { Period: 'Georgian (1714–1837)', Movement: 'Mechanical (spring)', Maker: 'I. Walker, London', Working: 'Yes', Dimensions: 'Ø 58 mm', Condition: 'Good', Date: '1798', Case: 'Silver pair case, London 1798; later tortoiseshell outer case', 'Movement details': 'Gilt verge fusee', 'Condition notes': 'Running but not serviced; hairline to the dial; small losses to the tortoiseshell' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 15000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 30000,
    buyItNowPrice: null,
    estimatedValue: 45000,
    shipping: INSURED_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Sold',
    endsInHours: -52,
    bids: [
      { bidder: 'buyer', amount: 15000, hoursAgo: 200 },
      { bidder: 'buyer2', amount: 18000, hoursAgo: 150 },
      { bidder: 'buyer', amount: 24000, hoursAgo: 110 },
      { bidder: 'buyer2', amount: 31000, hoursAgo: 70 },
      { bidder: 'buyer', amount: 36000, hoursAgo: 58 },
    ],
    photos: shots('pocket-watch', '#c0c3c7', '#6b3a1a', { motif: 'pair-cased', material: 'silver', label: 'IW', year: '1798' }),
  },
  // ── Jewellery ──
  {
    slug: 'victorian-garnet-cluster-ring',
    categoryId: 'jewellery',
    subCategoryId: 'jewellery-rings',
    name: 'Victorian 15ct gold garnet cluster ring, Birmingham 1889',
    caption: 'Nine cabochon garnets in a raised claw-set cluster',
    description: `A late Victorian 15ct gold cluster ring, Birmingham 1889, set with a central cabochon almandine garnet surrounded by eight smaller garnets in a raised claw setting with a pierced gallery, on a tapering band.

Hallmarked inside the shank with the anchor for Birmingham, 15 and .625, and the date letter.

Condition: the garnets bright and free of chips; the claws checked and secure; the shank slightly thinned at the back from wear. Ring size N½ (UK), can be resized.

Weight 3.4 g. Head 14 mm across.`,
    specifics: { Period: 'Victorian (1837–1901)', Metal: 'Gold', Gemstones: 'Nine cabochon almandine garnets', 'Ring size': 'N½ (UK)', Condition: 'Very good', Date: '1889', 'Fineness and hallmarks': '15ct, Birmingham 1889', 'Weight (grams)': '3.4', 'Condition notes': 'Slight wear to the back of the shank; claws checked and secure' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 6000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: null,
    buyItNowPrice: null,
    estimatedValue: 32000,
    shipping: SMALL_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 18,
    bids: [
      { bidder: 'buyer2', amount: 6000, hoursAgo: 120 },
      { bidder: 'buyer', amount: 6500, maxBid: 9000, hoursAgo: 100 },
      { bidder: 'buyer2', amount: 8000, hoursAgo: 70 },
      { bidder: 'buyer', amount: 10000, hoursAgo: 50 },
      { bidder: 'buyer2', amount: 12000, hoursAgo: 30 },
      { bidder: 'buyer', amount: 14000, hoursAgo: 20 },
      { bidder: 'buyer2', amount: 16000, hoursAgo: 6 },
    ],
    photos: shots('ring', '#caa24a', '#8b1020', { material: 'gold', label: 'WB', year: '1889' }),
  },
  {
    slug: 'art-deco-marcasite-onyx-bow-brooch',
    categoryId: 'jewellery',
    subCategoryId: 'jewellery-brooches',
    name: 'Art Deco silver, marcasite and onyx bow brooch, c.1930',
    caption: 'Stepped fans of marcasites around a rectangular onyx panel',
    description: `An Art Deco silver brooch, circa 1930, of stylised bow form: two stepped fans pavé-set with faceted marcasites either side of a rectangular black onyx panel framed by a row of smaller marcasites.

The reverse with a hinged pin and a C-clasp, stamped STERLING. A crisp, well-made example of the geometric jewellery of the 1930s, smart on a lapel or a hat.

Condition: all marcasites present, with slight dulling to a few; the onyx free of chips; the pin straight and the clasp working.

Width 5.4 cm, height 2.6 cm. Weight 8.1 g.`,
    specifics: { Period: '1910–1945', Date: 'c. 1930', Metal: 'Silver', 'Fineness and hallmarks': 'Stamped STERLING', Gemstones: 'Marcasite, black onyx', Size: '5.4 × 2.6 cm', 'Weight (grams)': '8.1', Condition: 'Very good', 'Condition notes': 'All marcasites present, a few slightly dull; pin and clasp working' },
    listAsAuction: false,
    listAsBuyNow: true,
    startingPrice: 4800,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: null,
    buyItNowPrice: 4800,
    estimatedValue: 5000,
    shipping: { nationwide: uk(295, 2), europe: uk(850, 6), worldwide: uk(1200, 10) },
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 250,
    bids: [],
    photos: shots('brooch', '#c0c3c7', '#141414', { material: 'silver', label: 'TF', year: '1930' }),
  },
  {
    slug: 'edwardian-peridot-seed-pearl-negligee',
    categoryId: 'jewellery',
    subCategoryId: 'jewellery-necklaces',
    name: 'Edwardian 15ct gold peridot and seed pearl négligée pendant, c.1905',
    caption: 'Two unequal drops of peridot and pearl on a seed pearl chain',
    description: `An Edwardian 15ct gold négligée pendant necklace, circa 1905. A bar of seed pearls centred by an oval peridot suspends two unequal drops, each of seed pearls ending in an oval peridot in a collet and a pearl drop; on a strand of seed pearls with a gold box clasp stamped 15ct.

Peridot was a favourite of Edwardian jewellers for its bright spring green, and the négligée, with its deliberately uneven drops, is one of the most typical forms of the period.

Condition: the strand restrung; the peridots with light abrasion to the facet edges; the pearls untested.

Length of the chain 41 cm; the drops 4.5 and 6 cm.`,
    specifics: { Period: 'Edwardian (1901–1910)', Date: 'c. 1905', Metal: 'Gold', 'Fineness and hallmarks': 'Clasp stamped 15ct', Gemstones: 'Peridot, seed pearls', Size: 'Chain 41 cm; drops 4.5 and 6 cm', Condition: 'Good', 'Condition notes': 'Restrung; light abrasion to the peridots; pearls untested' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 18000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 25000,
    buyItNowPrice: 42000,
    estimatedValue: 38000,
    shipping: SMALL_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 120,
    bids: [{ bidder: 'buyer', amount: 18000, hoursAgo: 40 }],
    photos: shots('necklace', '#caa24a', '#7cb342', { material: 'gold', label: 'CH', year: '1905' }),
  },
  // ── Coins & Banknotes ──
  {
    slug: 'george-iii-cartwheel-penny-1797',
    categoryId: 'coins',
    subCategoryId: 'coins-british',
    name: "George III 1797 'cartwheel' penny, Soho Mint",
    caption: 'The first steam-struck British penny, with its broad raised rim',
    description: `A George III copper 'cartwheel' penny, 1797, struck by Matthew Boulton at the Soho Mint in Birmingham, the first British coins made on steam-powered presses. The obverse with the laureate and draped bust of the King and the legend GEORGIUS III D:G REX incuse on the broad raised rim; the reverse with Britannia seated on a rock, holding an olive branch and trident, a ship at sea behind.

A pleasing example with even chocolate-brown toning.

Condition: Fine; the usual small edge knocks, light contact marks to the fields, no holes or corrosion.

Diameter 36 mm, weight 28 g, exactly one ounce of copper.`,
    specifics: { Denomination: 'Penny', Year: '1797', 'Monarch or issuer': 'George III', Mint: 'Soho, Birmingham', Metal: 'Copper', Grade: 'Fine', 'Diameter (mm)': '36', 'Weight (grams)': '28', Condition: 'Good', 'Condition notes': 'The usual small edge knocks; light contact marks; no holes or corrosion' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 500,
    priceIncrement: null,
    durationDays: 5,
    reservePrice: null,
    buyItNowPrice: null,
    estimatedValue: 6000,
    shipping: { nationwide: uk(195, 2), europe: uk(650, 5), worldwide: uk(950, 10) },
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 9,
    bids: [
      { bidder: 'buyer', amount: 500, hoursAgo: 100 },
      { bidder: 'buyer2', amount: 550, hoursAgo: 80 },
      { bidder: 'buyer', amount: 800, hoursAgo: 60 },
      { bidder: 'buyer2', amount: 1200, hoursAgo: 40 },
      { bidder: 'buyer', amount: 1500, hoursAgo: 30 },
      { bidder: 'buyer2', amount: 1800, hoursAgo: 20 },
      { bidder: 'buyer', amount: 2200, hoursAgo: 12 },
      { bidder: 'buyer2', amount: 2600, hoursAgo: 10 },
    ],
    photos: shots('coin', '#8c5a2e', '#333333', { motif: 'cartwheel', material: 'copper', label: 'GEORGIUS III · D:G · REX.', year: '1797' }),
  },
  {
    slug: 'victoria-shield-back-gold-sovereign-1872',
    categoryId: 'coins',
    subCategoryId: 'coins-british',
    name: 'Victoria 1872 gold sovereign, young head, shield reverse',
    caption: 'Crowned shield in a laurel wreath, die number below',
    description: `A Victoria gold sovereign, 1872, London mint. The obverse with the young head of the Queen facing left and the legend VICTORIA D:G: BRITANNIAR: REGINA F:D:; the reverse with the crowned shield of the royal arms within a laurel wreath, the date below and a die number under the wreath.

Bright and lustrous, with much of the original mint bloom remaining in the protected areas.

Condition: Good Very Fine; light hairlines and a small rim nick at two o'clock on the reverse. Guaranteed genuine.

22ct gold, diameter 22 mm, weight 7.98 g.`,
    specifics: { Denomination: 'Sovereign', Year: '1872', 'Monarch or issuer': 'Victoria', Mint: 'London', Metal: 'Gold', Grade: 'Good very fine', 'Diameter (mm)': '22', 'Weight (grams)': '7.98', Condition: 'Very good', 'Condition notes': "Light hairlines; small rim nick at two o'clock on the reverse; die number below the wreath" },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 35000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 40000,
    buyItNowPrice: 52000,
    estimatedValue: 48000,
    shipping: { nationwide: uk(850, 2), europe: uk(2500, 5), worldwide: uk(3500, 10) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 40,
    bids: [
      { bidder: 'buyer2', amount: 35000, hoursAgo: 100 },
      { bidder: 'buyer', amount: 36000, hoursAgo: 60 },
    ],
    photos: shots('coin', '#caa24a', '#333333', { motif: 'milled', material: 'gold', label: 'VICTORIA D:G: BRITANNIAR: REGINA F:D:', year: '1872' }),
  },
  {
    slug: 'bank-of-england-white-five-pound-note-1947',
    categoryId: 'coins',
    subCategoryId: 'coins-banknotes',
    name: 'Bank of England white £5 note, Peppiatt, 1947',
    caption: 'The classic uniface "white fiver", signed by Kenneth Peppiatt',
    description: `A Bank of England white five pound note, London 12 September 1947, signed by the Chief Cashier Kenneth Oswald Peppiatt, serial number B45 047391.

Printed in black on one side only of thin white watermarked paper, the white fiver remained in use until 1957 and, at the time, was a great deal of money: roughly a fortnight's wages.

Condition: Very Fine; one central vertical fold and a light horizontal crease, crisp paper, a few small spots of foxing, no tears or pinholes.

Size 211 × 133 mm.`,
    specifics: { Denomination: 'Five pounds', Year: '1947', 'Monarch or issuer': 'Bank of England, Chief Cashier K. O. Peppiatt', Mint: 'London', Metal: 'Paper', Grade: 'Very fine', Condition: 'Very good', 'Condition notes': 'Serial B45 047391; one central fold and a light crease; a few spots of foxing; 211 × 133 mm' },
    listAsAuction: false,
    listAsBuyNow: true,
    startingPrice: 29500,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: null,
    buyItNowPrice: 29500,
    estimatedValue: 28000,
    shipping: { nationwide: uk(195, 2), europe: uk(650, 5), worldwide: uk(950, 10) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Sold',
    endsInHours: -70,
    bids: [],
    photos: shots('banknote', '#191919', '#191919', { label: 'Five Pounds', year: '1947' }),
  },
  // ── Stamps ──
  {
    slug: 'penny-black-plate-6-four-margins',
    categoryId: 'stamps',
    subCategoryId: 'stamps-gb',
    name: '1840 Penny Black, plate 6, four margins, red Maltese cross',
    caption: 'Lettered T-F, a clear part cancellation leaving the profile free',
    description: `Great Britain 1840 1d black, plate 6, lettered T-F, the world's first adhesive postage stamp. Four clear to good margins, cancelled by a neat red Maltese cross that leaves the Queen's profile largely free.

Plated by its check letters and corner details; sold with a hinge remnant on the back and an old dealer's pencil notation.

Condition: fresh colour, no thins, tears or creases; the margins just touching at the lower left corner.

A good, honest example of the classic stamp for any British collection.`,
    specifics: { Country: 'Great Britain', Year: '1840', Issue: 'One Penny black', 'Condition of gum': 'Used', 'Plate and lettering': 'Plate 6, lettered T-F', Cancellation: 'Red Maltese cross', Condition: 'Very good', 'Condition notes': 'Four margins, just touching at the lower left; no thins, tears or creases; hinge remnant' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 15000,
    priceIncrement: null,
    durationDays: 10,
    reservePrice: 40000,
    buyItNowPrice: null,
    estimatedValue: 65000,
    shipping: { nationwide: uk(295, 2), europe: uk(850, 5), worldwide: uk(1200, 10) },
    insured: true,
    shippingPaidBy: 'seller',
    status: 'Active',
    endsInHours: 100,
    bids: [
      { bidder: 'buyer', amount: 15000, hoursAgo: 100 },
      { bidder: 'buyer2', amount: 17000, hoursAgo: 80 },
      { bidder: 'buyer', amount: 21000, hoursAgo: 60 },
      { bidder: 'buyer2', amount: 26000, hoursAgo: 30 },
    ],
    photos: shots('stamp', '#161616', '#b3202a', { motif: 'penny-black', label: 'Pl. 6  T-F' }),
  },
  // ── Art & Prints ──
  {
    slug: 'scottish-school-highland-loch-oil-1874',
    categoryId: 'art',
    subCategoryId: 'art-oil',
    name: 'Scottish School, Highland loch with cattle, oil on canvas, 1874',
    caption: 'Signed A. B. Macgregor and dated, in a carved giltwood frame',
    description: `Scottish School, 19th century: a Highland landscape with cattle watering at the edge of a loch, a stand of Scots pines to the left and mountains beyond under a summer sky. Oil on canvas, signed A. B. Macgregor and dated 1874 lower right.

Presented in its original carved and gilded frame with a beaded sight edge. An old Royal Scottish Academy exhibition label on the stretcher.

Condition: relined; some retouching in the sky visible under ultraviolet light; fine craquelure throughout and a discoloured varnish that would benefit from cleaning. The frame with minor losses to the corner ornaments.

Canvas 51 × 76 cm; framed 71 × 96 cm.`,
    specifics: { Artist: 'A. B. Macgregor (Scottish School)', Title: 'Highland loch with cattle', Date: '1874', Medium: 'Oil', Signed: 'Signed and dated lower right', Dimensions: '51 × 76 cm (framed 71 × 96 cm)', Framed: 'Yes', Condition: 'Good', 'Condition notes': 'Relined; retouching in the sky; discoloured varnish; carved giltwood frame with minor losses' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 80000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: 150000,
    buyItNowPrice: null,
    estimatedValue: 250000,
    shipping: { nationwide: uk(6500, 5), europe: uk(15000, 10), worldwide: null },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 260,
    bids: [
      { bidder: 'buyer', amount: 80000, hoursAgo: 60 },
      { bidder: 'buyer2', amount: 85000, hoursAgo: 30 },
    ],
    photos: shots('painting', '#6f8fb5', '#7a5a3a', { label: 'A. B. Macgregor', year: '1874' }),
  },
  {
    slug: 'hogarth-gin-lane-engraving',
    categoryId: 'art',
    subCategoryId: 'art-prints',
    name: 'After William Hogarth, Gin Lane, engraving, Heath edition c.1822',
    caption: 'Later impression from the restored plate, framed and mounted',
    description: `After William Hogarth (1697–1764), Gin Lane, line engraving, a later impression from the restored plate published by Baldwin, Cradock and Joy in Thomas Heath's edition of Hogarth's works, circa 1822.

Hogarth's famous plate of 1751, with its pawnbroker's shop, crumbling houses and the drunken mother on the steps, was issued with Beer Street to support the campaign that led to the Gin Act.

Condition: a good impression on wove paper with full margins; light even toning and some foxing in the margins, not affecting the image. Mounted and framed in a black and gilt frame; not examined out of the frame.

Image 38 × 32 cm; framed 62 × 54 cm.`,
    specifics: { Artist: 'After William Hogarth', Title: 'Gin Lane', Date: 'c. 1822 (plate 1751)', Medium: 'Engraving', Dimensions: 'Image 38 × 32 cm (framed 62 × 54 cm)', Framed: 'Yes', Condition: 'Good', 'Condition notes': 'Light toning and foxing in the margins; not examined out of the frame' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 8000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 15000,
    buyItNowPrice: 22000,
    estimatedValue: 18000,
    shipping: { nationwide: uk(1400, 4), europe: uk(3500, 8), worldwide: null },
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 60,
    bids: [],
    photos: shots('print', '#2b2118', '#000000', { label: 'GIN LANE' }),
  },
  {
    slug: 'john-speed-map-of-cornwall',
    categoryId: 'art',
    subCategoryId: 'art-maps',
    name: 'John Speed, Cornwall, hand-coloured engraved map, 1676 edition',
    caption: 'With its title cartouche, compass rose, ships and English text verso',
    description: `John Speed, Cornwall, from The Theatre of the Empire of Great Britaine, the Bassett and Chiswell edition of 1676. Copper engraving with later hand colouring, the hundreds outlined and washed, with a title cartouche, compass rose, sailing ships and a scale of miles, within a border of degrees.

First published in 1611, Speed's county maps were the standard atlas of Britain for more than a century. English text on the reverse describing the county, its tin mines and its towns.

Condition: good strong impression; the centre fold reinforced on the back; light toning and a few spots of foxing; margins complete.

Sheet 42 × 54 cm.`,
    specifics: { Artist: 'John Speed', Title: 'Cornwall', Date: '1676 (first published 1611)', Medium: 'Engraving', Dimensions: 'Sheet 42 × 54 cm', Framed: 'No', Condition: 'Good', 'Condition notes': 'Later hand colour; centre fold reinforced; light toning and a few spots of foxing' },
    listAsAuction: false,
    listAsBuyNow: true,
    startingPrice: 42000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: null,
    buyItNowPrice: 42000,
    estimatedValue: 45000,
    shipping: { nationwide: uk(950, 3), europe: uk(2500, 7), worldwide: uk(3500, 12) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 170,
    bids: [],
    photos: shots('map', '#2e2418', '#c9d6a0', { label: 'CORNWALL' }),
  },
  // ── Glass ──
  {
    slug: 'bristol-blue-glass-brandy-decanter',
    categoryId: 'glass',
    subCategoryId: 'glass-decanters',
    name: "Bristol blue glass 'Brandy' decanter, c.1800",
    caption: 'Gilt label with its chain, cut base flutes and a ball stopper',
    description: `A Georgian Bristol blue glass decanter and stopper, circa 1800, of tapering shoulder form, gilt with a simulated wine label inscribed Brandy hanging from a gilt chain, the base cut with a band of flutes and the neck with three applied rings. With a matching ball stopper.

Of a rich cobalt colour, the gilding bright, with the polished pontil mark under the base.

Condition: a few tiny chips to the base flutes and the stopper slightly loose-fitting; the gilding with light rubbing to the chain.

Height 28 cm with stopper.`,
    specifics: { Period: 'Georgian (1714–1837)', Date: 'c. 1800', 'Maker or factory': 'Bristol', Technique: 'Gilded', Colour: 'Bristol blue', Dimensions: 'H 28 cm', Condition: 'Very good', 'Condition notes': 'Tiny chips to the base flutes; stopper slightly loose; light rubbing to the gilt chain' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 6000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 15000,
    buyItNowPrice: null,
    estimatedValue: 22000,
    shipping: { nationwide: uk(1250, 3), europe: uk(3500, 7), worldwide: null },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 44,
    bids: [
      { bidder: 'buyer', amount: 6000, hoursAgo: 110 },
      { bidder: 'buyer2', amount: 7000, hoursAgo: 90 },
      { bidder: 'buyer', amount: 9000, hoursAgo: 60 },
    ],
    photos: shots('decanter', '#1c3f94', '#d4af37', { label: 'Brandy' }),
  },
  {
    slug: 'jacobite-engraved-airtwist-wine-glass',
    categoryId: 'glass',
    subCategoryId: 'glass-drinking',
    name: "Jacobite engraved airtwist wine glass, 'Fiat', c.1750",
    caption: 'Rose, bud and motto on a round funnel bowl, multiple-spiral stem',
    description: `A Jacobite wine glass, circa 1750, the round funnel bowl wheel-engraved with the heraldic rose, a single bud and the motto FIAT, raised on a multiple-spiral airtwist stem with a shoulder knop, on a conical foot with a rough pontil.

The rose represents the Stuart crown and the bud the Young Pretender; FIAT ("let it be done") was the toast of the Cycle Club and other Jacobite societies.

Condition: a tiny flake to the rim, polished; light wear to the foot; the engraving crisp.

Height 16 cm.`,
    specifics: { Period: 'Georgian (1714–1837)', Date: 'c. 1750', Technique: 'Engraved', Colour: 'Clear lead glass', Dimensions: 'H 16 cm', Condition: 'Very good', 'Condition notes': 'Multiple-spiral airtwist stem; tiny rim flake, polished; light wear to the foot' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 40000,
    priceIncrement: null,
    durationDays: 10,
    reservePrice: 60000,
    buyItNowPrice: 120000,
    estimatedValue: 95000,
    shipping: INSURED_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 140,
    bids: [
      { bidder: 'buyer2', amount: 40000, hoursAgo: 90 },
      { bidder: 'buyer', amount: 42000, hoursAgo: 40 },
    ],
    photos: shots('wine-glass', '#6b7a80', '#ffffff', { label: 'FIAT', backdrop: 'charcoal' }),
  },
  // ── Books & Manuscripts ──
  {
    slug: 'wind-in-the-willows-first-edition-1908',
    categoryId: 'books',
    subCategoryId: 'books-first-editions',
    name: 'Kenneth Grahame, The Wind in the Willows, first edition, 1908',
    caption: 'Methuen, London, in the original green cloth with gilt vignette',
    description: `Kenneth Grahame, The Wind in the Willows, London: Methuen & Co., 1908. First edition, first impression, with the frontispiece by Graham Robertson. Octavo, in the original green pictorial cloth, the front board and spine lettered and decorated in gilt, top edge gilt, others uncut.

The adventures of Mole, Rat, Toad and Badger began as bedtime stories for Grahame's son and became one of the best-loved books in English.

Condition: the spine sunned and slightly rolled; the corners bumped; a little spotting to the preliminaries; an armorial bookplate on the front pastedown. A good, complete copy.

19.5 × 13 cm.`,
    specifics: { Author: 'Kenneth Grahame', Title: 'The Wind in the Willows', Publisher: 'Methuen & Co., London', 'Year of publication': '1908', Edition: 'First edition', Binding: 'Original cloth', Illustrator: 'Graham Robertson (frontispiece)', Dimensions: '19.5 × 13 cm', Condition: 'Good', 'Condition notes': 'First impression; spine sunned and slightly rolled; corners bumped; armorial bookplate' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 250000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: 500000,
    buyItNowPrice: null,
    estimatedValue: 650000,
    shipping: { nationwide: uk(1500, 3), europe: uk(4500, 7), worldwide: uk(7500, 12) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 310,
    bids: [{ bidder: 'buyer', amount: 250000, hoursAgo: 20 }],
    photos: shots('book', '#2e4a2b', '#d4af37', { label: 'THE WIND IN THE WILLOWS|KENNETH GRAHAME|METHUEN & CO.', year: '1908' }),
  },
  // ── Toys & Games ──
  {
    slug: 'dinky-toys-40h-austin-taxi-boxed',
    categoryId: 'toys',
    subCategoryId: 'toys-diecast',
    name: 'Dinky Toys 40H Austin taxi, boxed, c.1952',
    caption: 'Black body with yellow roof sign, in the original yellow box',
    description: `Dinky Toys 40H Austin FX3 taxi by Meccano Ltd, Liverpool, circa 1952, in black with a yellow roof sign, ridged hubs and black tyres, the tinplate baseplate stamped DINKY TOYS, MECCANO LTD, MADE IN ENGLAND, AUSTIN TAXI.

In its original yellow box with the model number on the end flaps.

Condition: the model Very Good with a few small chips to the roof and wings; the box Good, with one torn end flap and light rubbing to the corners.

Length 94 mm.`,
    specifics: { Maker: 'Dinky Toys (Meccano Ltd)', Period: '1945–1970', Date: 'c. 1952', Model: '40H Austin taxi', Boxed: 'Boxed', Material: 'Diecast', Dimensions: 'L 94 mm', Condition: 'Very good', 'Condition notes': 'Small chips to the roof and wings; box with one torn end flap' },
    listAsAuction: false,
    listAsBuyNow: true,
    startingPrice: 6500,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: null,
    buyItNowPrice: 6500,
    estimatedValue: 6000,
    shipping: SMALL_PARCEL,
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Sold',
    endsInHours: -20,
    bids: [],
    photos: shots('toy-car', '#1d1d1f', '#f0c419', { label: '40H' }),
  },
  {
    slug: 'japanese-tinplate-atomic-robot-1960s',
    categoryId: 'toys',
    subCategoryId: 'toys-tinplate',
    name: "Japanese tinplate battery-operated 'Atomic' robot, 1960s",
    caption: 'Lithographed chest dials, light-up eyes, no reserve from £1',
    description: `A Japanese lithographed tinplate battery-operated robot, 1960s, with a visor and light-up eyes, antennae, three gauges and coloured lights on the chest panel and swinging arms; it walks forward with a piston sound when switched on.

The back with the battery door and the lithographed maker's mark, MADE IN JAPAN.

Condition: in working order with new batteries; the lithography bright with light scratches and minor rust spots to the feet; the antennae straight. No box.

Height 30 cm. Offered with no reserve.`,
    specifics: { Maker: 'Unidentified Japanese maker', Period: '1945–1970', Date: '1960s', Model: "'Atomic' robot, battery-operated", Boxed: 'Unboxed', Material: 'Tinplate', Dimensions: 'H 30 cm', Condition: 'Good', 'Condition notes': 'Working with new batteries; light scratches; minor rust spots to the feet' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 100,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: null,
    buyItNowPrice: null,
    estimatedValue: 40000,
    shipping: SMALL_PARCEL,
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 2,
    bids: [
      { bidder: 'buyer', amount: 100, hoursAgo: 150 },
      { bidder: 'buyer2', amount: 120, hoursAgo: 140 },
      { bidder: 'buyer', amount: 500, hoursAgo: 100 },
      { bidder: 'buyer2', amount: 1500, hoursAgo: 80 },
      { bidder: 'buyer', amount: 4000, hoursAgo: 50 },
      { bidder: 'buyer2', amount: 9000, hoursAgo: 30 },
      { bidder: 'buyer', amount: 15000, hoursAgo: 10 },
      { bidder: 'buyer2', amount: 21000, hoursAgo: 3 },
    ],
    photos: shots('robot', '#9aa3ab', '#b0302a', { label: 'MADE IN JAPAN' }),
  },
  {
    slug: 'steiff-golden-mohair-teddy-bear',
    categoryId: 'toys',
    subCategoryId: 'toys-teddy-bears',
    name: 'Steiff golden mohair teddy bear with button in ear, c.1925',
    caption: 'Jointed, with boot-button eyes, a hump and felt pads',
    description: `A Steiff golden mohair teddy bear, circa 1925, fully jointed, with black boot-button eyes, a stitched nose and mouth, a pronounced hump, long curved arms and large feet with felt pads, and the Steiff button in the left ear with a fragment of the yellow cloth tag.

Filled with wood wool, with the classic long-snouted Steiff profile of the period.

Condition: the mohair with some thinning to the muzzle and tummy; the pads replaced at an early date; the growler no longer working; the joints firm.

Height 40 cm (seated 28 cm).`,
    specifics: { Maker: 'Steiff', Period: '1910–1945', Date: 'c. 1925', Boxed: 'Unboxed', Material: 'Mohair', Dimensions: 'H 40 cm (seated 28 cm)', Condition: 'Good', 'Condition notes': 'Button in ear with part of the yellow tag; thinning to muzzle and tummy; pads replaced; growler silent' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 30000,
    priceIncrement: null,
    durationDays: 10,
    reservePrice: 50000,
    buyItNowPrice: 120000,
    estimatedValue: 90000,
    shipping: { nationwide: uk(1500, 3), europe: uk(3000, 5), worldwide: uk(6000, 12) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 220,
    bids: [],
    photos: shots('teddy', '#c89b5a', '#d9c3a0', { label: 'STEIFF' }),
  },
  // ── Militaria ──
  {
    slug: 'first-world-war-trio-royal-sussex',
    categoryId: 'militaria',
    subCategoryId: 'militaria-medals',
    name: 'First World War trio to Pte. J. Hargreaves, Royal Sussex Regiment',
    caption: '1914–15 Star, British War Medal and Victory Medal, on original ribbons',
    description: `A First World War trio comprising the 1914–15 Star, the British War Medal 1914–20 and the Victory Medal, each named to 2412 PTE. J. HARGREAVES. R. SUSS. R., on their original ribbons and a brooch bar.

Private Hargreaves served with the Royal Sussex Regiment in France from 1915; sold with copies of his medal index card and a short research note.

Condition: Very Fine; the Victory Medal with its usual light toning; the ribbons faded and slightly frayed.

A well-matched family group of the kind known as "Pip, Squeak and Wilfred".`,
    specifics: { 'Conflict or campaign': 'First World War', 'Unit or recipient': '2412 Pte. J. Hargreaves, Royal Sussex Regiment', Period: '1910–1945', Date: '1914–1920', 'Medals, clasps or items': '1914–15 Star, British War Medal, Victory Medal', Condition: 'Very good', 'Condition notes': 'Very Fine; original ribbons, faded and slightly frayed; with medal index card copies' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 4500,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: null,
    buyItNowPrice: null,
    estimatedValue: 12000,
    shipping: SMALL_PARCEL,
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 30,
    bids: [
      { bidder: 'buyer', amount: 4500, hoursAgo: 120 },
      { bidder: 'buyer2', amount: 5000, hoursAgo: 100 },
      { bidder: 'buyer', amount: 6000, hoursAgo: 70 },
      { bidder: 'buyer2', amount: 7500, hoursAgo: 40 },
    ],
    photos: shots('medal', '#9a6a34', '#b3202a', { motif: 'trio', material: 'bronze', label: '2412 PTE. J. HARGREAVES. R. SUSS. R.' }),
  },
  {
    slug: 'crimea-medal-sebastopol-clasp',
    categoryId: 'militaria',
    subCategoryId: 'militaria-medals',
    name: 'Crimea Medal 1854 with Sebastopol clasp, 23rd Foot',
    caption: 'Named to a Royal Welsh Fusilier, with original ribbon',
    description: `Crimea Medal 1854–56 with a single clasp SEBASTOPOL, engraved in the regimental style to CORPL. W. EVANS. 23RD R.W. FUSRS., with its original pale blue and yellow ribbon and the floriate swivelling suspender.

The 23rd Foot, the Royal Welsh Fusiliers, fought at the Alma and through the siege of Sebastopol, including the assault on the Great Redan in September 1855.

Condition: Good Very Fine, with light contact marks and an attractive old cabinet tone; the naming fully legible.

Sold with research notes.`,
    specifics: { 'Conflict or campaign': 'Crimean War', 'Unit or recipient': 'Corpl. W. Evans, 23rd Foot (Royal Welsh Fusiliers)', Period: 'Victorian (1837–1901)', Date: '1854–1856', 'Medals, clasps or items': 'Crimea Medal, clasp Sebastopol', Condition: 'Very good', 'Condition notes': 'Good Very Fine; light contact marks; naming fully legible; original ribbon' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 25000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 40000,
    buyItNowPrice: 75000,
    estimatedValue: 60000,
    shipping: SMALL_PARCEL,
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Sold',
    endsInHours: -100,
    bids: [
      { bidder: 'buyer', amount: 25000, hoursAgo: 260 },
      { bidder: 'buyer2', amount: 30000, hoursAgo: 200 },
      { bidder: 'buyer', amount: 38000, hoursAgo: 160 },
      { bidder: 'buyer2', amount: 45000, hoursAgo: 130 },
      { bidder: 'buyer', amount: 52000, hoursAgo: 110 },
    ],
    photos: shots('medal', '#b9bcc0', '#8fb4d9', { motif: 'clasp:SEBASTOPOL', material: 'silver', label: 'CORPL. W. EVANS. 23RD R.W. FUSRS.' }),
  },
  // ── Textiles & Rugs ──
  {
    slug: 'heriz-carpet-north-west-persia',
    categoryId: 'textiles',
    subCategoryId: 'textiles-rugs',
    name: 'Heriz carpet, north-west Persia, c.1920, 345 × 250 cm',
    caption: 'Angular navy medallion on a brick-red field, ivory spandrels',
    description: `A Heriz carpet, north-west Persia, circa 1920. The brick-red field with a large angular navy and ivory medallion and pendants, ivory spandrels and scattered stylised flowers, within a navy border of rosettes between ivory guard stripes.

Heriz carpets are prized for their bold, geometric drawing and hard-wearing wool: this one has a good lustrous pile and attractive abrash, the natural variation in the dye.

Condition: an even medium pile with a small area of low pile near one end; the selvedges and fringes professionally secured; no holes, repairs or moth damage; professionally washed.

345 × 250 cm.`,
    specifics: { Period: '1910–1945', Date: 'c. 1920', Origin: 'Heriz, north-west Persia', Material: 'Wool', Dimensions: '345 × 250 cm', Condition: 'Good', 'Condition notes': 'Hand-knotted wool on a cotton foundation; small area of low pile; professionally washed' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 40000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: 180000,
    buyItNowPrice: null,
    estimatedValue: 280000,
    shipping: { nationwide: uk(4500, 4), europe: uk(9500, 8), worldwide: uk(18000, 14) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 150,
    bids: [
      { bidder: 'buyer', amount: 40000, hoursAgo: 180 },
      { bidder: 'buyer2', amount: 46000, hoursAgo: 120 },
      { bidder: 'buyer', amount: 60000, hoursAgo: 60 },
      { bidder: 'buyer2', amount: 70000, hoursAgo: 20 },
    ],
    photos: shots('rug', '#9e2b25', '#1f2f5a'),
  },
  {
    slug: 'needlework-sampler-mary-ann-hewitt-1823',
    categoryId: 'textiles',
    subCategoryId: 'textiles-samplers',
    name: 'George IV needlework sampler by Mary Ann Hewitt, aged 11, 1823',
    caption: 'Alphabets, a verse, a brick house and a strawberry border',
    description: `A George IV needlework sampler worked in coloured silks on linen by Mary Ann Hewitt, aged eleven, and dated 1823. Rows of upper and lower case alphabets and numerals above a verse, a red brick house flanked by trees and birds, all within a strawberry border.

A charming, well-preserved example of a schoolgirl's work, with a family note on the back identifying the maker.

Condition: the colours bright with some fading to the greens; a few small holes in the linen at the lower edge; laid down and framed in a maple frame under glass.

Sampler 40 × 32 cm; framed 50 × 42 cm.`,
    specifics: { Period: 'Georgian (1714–1837)', Date: '1823', Origin: 'England', Maker: 'Mary Ann Hewitt, aged 11', Material: 'Silk', Dimensions: '40 × 32 cm (framed 50 × 42 cm)', Condition: 'Good', 'Condition notes': 'Silk on linen; some fading to the greens; small holes at the lower edge' },
    listAsAuction: false,
    listAsBuyNow: true,
    startingPrice: 38000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: null,
    buyItNowPrice: 38000,
    estimatedValue: 40000,
    shipping: { nationwide: uk(1400, 4), europe: uk(3500, 8), worldwide: null },
    insured: false,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 96,
    bids: [],
    photos: shots('sampler', '#6e4424', '#8a2a3a', { label: 'Mary Ann Hewitt her work aged 11', year: '1823' }),
  },
  // ── Scientific Instruments ──
  {
    slug: 'heath-and-co-brass-vernier-sextant',
    categoryId: 'scientific',
    subCategoryId: 'scientific-navigation',
    name: 'Brass vernier sextant by Heath & Co., London, c.1910',
    caption: 'Lattice frame, coloured shades and telescope, in its fitted case',
    description: `A lacquered brass vernier sextant by Heath & Co., New Eltham, London, circa 1910. The lattice frame with a silvered arc divided to 120 degrees, the index arm with a vernier, magnifier and tangent screw, index and horizon mirrors with coloured shades, and a mahogany handle.

The index arm engraved Heath & Co. London and numbered. Sold in its fitted mahogany case with two telescopes and the Kew certificate of examination.

Condition: the mirrors slightly deteriorated at the edges; the lacquer worn in places; the arc clear and the movement smooth.

Radius 18 cm; case 28 × 27 × 14 cm.`,
    specifics: { Period: 'Edwardian (1901–1910)', Date: 'c. 1910', Maker: 'Heath & Co., London', Material: 'Brass', 'Complete with case': 'Yes', Accessories: 'Two telescopes, Kew certificate', Dimensions: 'Radius 18 cm; case 28 × 27 × 14 cm', Condition: 'Good', 'Condition notes': 'Mirrors slightly deteriorated at the edges; lacquer worn in places' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 45000,
    priceIncrement: null,
    durationDays: 10,
    reservePrice: 80000,
    buyItNowPrice: 140000,
    estimatedValue: 120000,
    shipping: { nationwide: uk(2500, 3), europe: uk(6000, 7), worldwide: uk(9500, 12) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 80,
    bids: [
      { bidder: 'buyer2', amount: 45000, hoursAgo: 120 },
      { bidder: 'buyer', amount: 47000, hoursAgo: 110 },
      { bidder: 'buyer2', amount: 52000, hoursAgo: 50 },
    ],
    photos: shots('sextant', '#b98f3c', '#000000', { label: 'Heath & Co.|LONDON' }),
  },
  {
    slug: 'victorian-brass-monocular-microscope-beck',
    categoryId: 'scientific',
    subCategoryId: 'scientific-microscopes',
    name: 'Victorian lacquered brass monocular microscope by R. & J. Beck, c.1875',
    caption: 'Bar-limb stand on a horseshoe foot, rack and pinion focusing',
    description: `A Victorian lacquered brass monocular microscope by R. & J. Beck, London, circa 1875. The body tube with rack and pinion coarse focusing and a fine focus on the limb, on a trunnion above a pillar and blackened horseshoe foot, with a plain stage, spring clips and a plano-concave mirror in a gimbal.

Engraved R & J Beck London and numbered. With two eyepieces, two objectives and a fitted mahogany case.

Condition: the lacquer about 70% remaining; the optics clean; a replaced stage clip; the focusing smooth.

Height 33 cm.`,
    specifics: { Period: 'Victorian (1837–1901)', Date: 'c. 1875', Maker: 'R. & J. Beck, London', Material: 'Brass', 'Complete with case': 'Yes', Accessories: 'Two eyepieces, two objectives', Dimensions: 'H 33 cm', Condition: 'Good', 'Condition notes': 'About 70% of the lacquer remaining; one replaced stage clip' },
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 20000,
    priceIncrement: null,
    durationDays: 7,
    reservePrice: 45000,
    buyItNowPrice: null,
    estimatedValue: 75000,
    shipping: { nationwide: uk(2500, 3), europe: uk(6000, 7), worldwide: uk(9500, 12) },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 12,
    bids: [
      { bidder: 'buyer', amount: 20000, hoursAgo: 140 },
      { bidder: 'buyer2', amount: 21000, hoursAgo: 100 },
      { bidder: 'buyer', amount: 25000, hoursAgo: 60 },
      { bidder: 'buyer2', amount: 32000, hoursAgo: 24 },
      { bidder: 'buyer', amount: 36000, hoursAgo: 13 },
    ],
    photos: shots('microscope', '#b98f3c', '#000000', { label: 'R & J Beck|LONDON' }),
  },
  {
    slug: 'dollond-brass-library-telescope',
    categoryId: 'scientific',
    subCategoryId: 'scientific-telescopes',
    name: 'Dollond 3-inch brass library telescope on a mahogany tripod stand, c.1850',
    caption: 'Achromatic refractor with finder, altazimuth head and two eyepieces',
    description: `A fine 3-inch brass library refracting telescope by Dollond, London, circa 1850. The lacquered tube with a dew shield, rack and pinion focusing and a parallel finder telescope, on an altazimuth head with a turned brass pillar and a folding mahogany tripod stand.

The tube engraved Dollond London. With two astronomical eyepieces and one terrestrial eyepiece in a later fitted box.

Condition: the achromatic object glass clean and free of scratches; the lacquer worn in places and the tube with small dents; the tripod with old repairs to one leg. A superb instrument for a library or observatory.

Tube length 106 cm; height on the stand about 140 cm.`,
    specifics: { Period: 'Victorian (1837–1901)', Date: 'c. 1850', Maker: 'Dollond, London', Material: 'Mahogany and brass', 'Complete with case': 'Yes', Accessories: 'Three eyepieces, folding mahogany tripod stand', Dimensions: 'Tube 106 cm; about 140 cm on the stand', Condition: 'Very good', 'Condition notes': 'Object glass clean; small dents to the tube; old repair to one tripod leg' },
    listAsAuction: true,
    listAsBuyNow: true,
    startingPrice: 300000,
    priceIncrement: null,
    durationDays: 14,
    reservePrice: 600000,
    buyItNowPrice: 1200000,
    estimatedValue: 950000,
    shipping: { nationwide: uk(9500, 5), europe: uk(22000, 10), worldwide: null },
    insured: true,
    shippingPaidBy: 'buyer',
    status: 'Active',
    endsInHours: 320,
    bids: [{ bidder: 'buyer', amount: 300000, hoursAgo: 10 }],
    photos: shots('telescope', '#b98f3c', '#6a3a22', { label: 'Dollond|LONDON' }),
  },
];
