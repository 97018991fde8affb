/**
 * Generated catalogue photographs for the demo data: every picture is an SVG scene (a studio
 * backdrop, a drawn object with gradients and highlights, a floor or drop shadow, a little grain)
 * rendered to JPEG by sharp. Nothing is random at run time: the same PhotoSpec always gives the
 * same bytes, so a re-seed uploads identical photos.
 */
import sharp from 'sharp';

// ───────────────────────────────────────────── public types ─────────────────────────────────────

/** What is in the picture. Each kind has its own drawing; `motif`, `label` and `year` refine it. */
export type PhotoKind =
  | 'vase' // motif: 'floral' (painted sprays, gilt bands) | 'pomegranate' (tube-lined fruit) | 'plain'
  | 'ginger-jar' // motif: 'famille-rose' (enamelled peonies) | 'prunus' (white blossom on blue)
  | 'teapot' // motif: 'transfer' (blue and white scene) | 'plain' (polished, engraved when metal)
  | 'candlestick' // motif: 'pair' | 'single'
  | 'mantel-clock' // accent = the plinth's marble
  | 'pocket-watch' // motif: 'pair-cased' (tortoiseshell outer case) | 'open-face'
  | 'chair'
  | 'cabinet' // burr and marquetry credenza; accent = the marquetry flowers
  | 'chest' // joined and carved oak coffer
  | 'coin' // motif: 'cartwheel' (broad raised rim) | 'milled'; label = obverse legend, year = date
  | 'banknote' // label = denomination in words ('Five Pounds'), year = date
  | 'stamp' // motif: 'penny-black' | 'block' (a block of four, perforated)
  | 'painting' // framed oil landscape; label = signature, year = date
  | 'print' // framed engraving; label = title
  | 'map' // hand-coloured county map; label = title
  | 'book' // cloth or leather book; label = 'TITLE|AUTHOR|IMPRINT', year = date
  | 'ring' // cluster ring; accent = stones
  | 'brooch' // Art Deco marcasite brooch; accent = centre stone
  | 'necklace' // seed pearl négligée; accent = drop stones
  | 'decanter' // label = the gilt decanter label ('Brandy')
  | 'wine-glass' // engraved airtwist glass; label = engraved motto
  | 'toy-car' // diecast taxi; label = model number on the box
  | 'robot' // tinplate robot; label = maker's mark
  | 'teddy' // mohair bear; label = the ear button's name
  | 'medal' // motif: 'trio' | 'single' | 'clasp:SEBASTOPOL' (a single medal with that clasp); label = the naming on the rim
  | 'rug' // knotted carpet; main = field, accent = border
  | 'sampler' // framed needlework sampler; label = the maker's line, year = date
  | 'sextant' // label = the engraved maker ('Heath & Co.|LONDON', shown by the mark view)
  | 'microscope' // label: as sextant
  | 'telescope'; // label = the engraving on the tube ('|' separated)

export const PHOTO_KINDS: readonly PhotoKind[] = [
  'vase', 'ginger-jar', 'teapot', 'candlestick', 'mantel-clock', 'pocket-watch', 'chair', 'cabinet', 'chest',
  'coin', 'banknote', 'stamp', 'painting', 'print', 'map', 'book', 'ring', 'brooch', 'necklace', 'decanter',
  'wine-glass', 'toy-car', 'robot', 'teddy', 'medal', 'rug', 'sampler', 'sextant', 'microscope', 'telescope',
];

/**
 * The framing: `front` the whole object, `side` another angle and framing, `detail` a close-up of the
 * most interesting part, `back` the reverse, `mark` a close-up of the maker's mark, hallmark, label,
 * signature or stamp (chosen by the material).
 */
export type PhotoView = 'front' | 'side' | 'detail' | 'back' | 'mark';
export const PHOTO_VIEWS: readonly PhotoView[] = ['front', 'side', 'detail', 'back', 'mark'];

/** Decides the shading (gloss, metal, matte) and what the `mark` view shows. */
export type PhotoMaterial =
  | 'porcelain' // mark: the base, foot ring and underglaze mark (label 'SWORDS' and 'SEAL' are drawn as symbols)
  | 'pottery'
  | 'silver' // mark: a row of hallmarks, label = maker's initials, year picks the date letter
  | 'gold'
  | 'gilt' // ormolu; mark: the movement's stamped back plate
  | 'brass' // mark: an engraved maker's signature
  | 'copper'
  | 'bronze' // coins and medals; mark: the rim with its impressed naming
  | 'wood' // mark: a trade label and chalk marks on the back boards
  | 'glass' // mark: the polished pontil under the foot
  | 'paper' // mark: a corner with pencil notes and a collector's stamp
  | 'canvas' // mark: the signature in a painted corner
  | 'textile' // mark: the knots on the reverse
  | 'tin' // mark: lithographed maker's mark
  | 'plush' // mark: the ear button
  | 'diecast' // mark: the end flap of the original box
  | 'cloth'; // books; mark: a bookplate on the front pastedown

export type PhotoBackdrop = 'studio' | 'warm' | 'cool' | 'charcoal' | 'velvet' | 'white';

export interface PhotoSpec {
  kind: PhotoKind;
  view: PhotoView;
  /** CSS hex colours: the object's main colour and its accent (decoration, stones, trim). */
  palette: { main: string; accent: string };
  /** Defaults by kind (a vase is porcelain, a chair wood...). */
  material?: PhotoMaterial;
  motif?: string;
  /** Defaults by kind (jewellery on velvet, coins on charcoal, furniture on warm grey...). */
  backdrop?: PhotoBackdrop;
  /** Inscription: legend, signature, title, maker's name... ('|' separates lines where a kind uses several). */
  label?: string;
  year?: string;
  /** Changes the small random details (decoration placement, wear) without changing the object. */
  seed?: number;
}

// ───────────────────────────────────────────── small utilities ──────────────────────────────────

const W = 1200;
const H = 900;

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type RGB = [number, number, number];
function toRgb(hex: string): RGB {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.split('').map((ch) => ch + ch).join('');
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** Mixes two colours: t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const shade = (c: string, t: number) => mix(c, '#000000', t);
const tint = (c: string, t: number) => mix(c, '#ffffff', t);
const f = (n: number) => (Math.round(n * 10) / 10).toString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SERIF = "'Liberation Serif','DejaVu Serif',serif";
const SANS = "'Liberation Sans','DejaVu Sans',sans-serif";
const MONO = "'Liberation Mono','DejaVu Sans Mono',monospace";

type Pt = [number, number];

/** A smooth open curve through the points (Catmull-Rom as cubic Béziers); `move` starts a subpath. */
function smooth(pts: Pt[], move = true, tension = 1): string {
  if (pts.length === 0) return '';
  const p = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))]!;
  let d = `${move ? 'M' : 'L'}${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += ` C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}
/** A smooth closed shape through the points. */
function blob(pts: Pt[]): string {
  const n = pts.length;
  const p = (i: number) => pts[((i % n) + n) % n]!;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    d += ` C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d} Z`;
}
const poly = (pts: Pt[]) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')} Z`;

/**
 * A turned (rotationally symmetric) outline: profile points are [radius, y] from the foot (y = 0)
 * upwards (negative y). Returns the closed silhouette path.
 */
function lathe(profile: Pt[]): string {
  const right: Pt[] = profile.map(([r, y]) => [r, y]);
  const left: Pt[] = [...profile].reverse().map(([r, y]) => [-r, y]);
  return `${smooth(right)} ${smooth(left, false)} Z`;
}

/** Samples a smooth curve through the points (Catmull-Rom). */
function sampleSmooth(pts: Pt[], per = 10): Pt[] {
  const p = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))]!;
  const out: Pt[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    for (let k = 0; k < per; k++) {
      const t = k / per;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (a: number, b: number, c2: number, d: number) =>
        0.5 * (2 * b + (-a + c2) * t + (2 * a - 5 * b + 4 * c2 - d) * t2 + (-a + 3 * b - 3 * c2 + d) * t3);
      out.push([at(p0[0], p1[0], p2[0], p3[0]), at(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(p(pts.length - 1));
  return out;
}
/** The outline of a tube along a curve, tapering from width w0 to w1. */
function tube(pts: Pt[], w0: number, w1: number): string {
  const s = sampleSmooth(pts, 8);
  const left: Pt[] = [];
  const right: Pt[] = [];
  s.forEach((pt, i) => {
    const a = s[Math.max(0, i - 1)]!;
    const b = s[Math.min(s.length - 1, i + 1)]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = (w0 + ((w1 - w0) * i) / (s.length - 1)) / 2;
    left.push([pt[0] - (dy / len) * w, pt[1] + (dx / len) * w]);
    right.push([pt[0] + (dy / len) * w, pt[1] - (dx / len) * w]);
  });
  return poly([...left, ...right.reverse()]);
}

// ───────────────────────────────────────────── drawing context ──────────────────────────────────

type Stop = [number, string, number?];

interface Ctx {
  spec: PhotoSpec;
  view: PhotoView;
  main: string;
  accent: string;
  material: PhotoMaterial;
  rng: () => number;
  defs: string[];
  uid: (prefix: string) => string;
}

function makeCtx(spec: PhotoSpec, salt = ''): Ctx {
  const rng = mulberry32(hashString(JSON.stringify(spec) + salt));
  const defs: string[] = [];
  let counter = 0;
  return {
    spec,
    view: spec.view,
    main: spec.palette.main,
    accent: spec.palette.accent,
    material: spec.material ?? DEFAULT_MATERIAL[spec.kind],
    rng,
    defs,
    uid: (prefix) => `${prefix}${salt}${counter++}`,
  };
}

const stopsSvg = (stops: Stop[]) =>
  stops.map(([o, col, op]) => `<stop offset="${f(o * 100)}%" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');

/** A linear gradient (object bounding box units by default); returns `url(#id)`. */
function lin(c: Ctx, stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0, user = false): string {
  const id = c.uid('l');
  c.defs.push(
    `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsSvg(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}
/** A radial gradient (object bounding box units by default); returns `url(#id)`. */
function rad(c: Ctx, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, user = false): string {
  const id = c.uid('r');
  c.defs.push(
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsSvg(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}
/** A clip path from a path outline; returns `url(#id)`. */
function clip(c: Ctx, d: string): string {
  const id = c.uid('c');
  c.defs.push(`<clipPath id="${id}"><path d="${d}" clip-rule="evenodd"/></clipPath>`);
  return `url(#${id})`;
}

const isMetal = (m: PhotoMaterial) => m === 'silver' || m === 'gold' || m === 'gilt' || m === 'brass' || m === 'copper' || m === 'bronze';
const isGlossy = (m: PhotoMaterial) => m === 'porcelain' || m === 'pottery' || m === 'glass' || m === 'diecast' || m === 'tin';

/**
 * The light across a turned body (light from the upper left): an overlay of shadows and
 * highlights laid over a flat colour and its decoration, so painted decoration wraps round.
 */
function cylinderShade(c: Ctx, material: PhotoMaterial = c.material): string {
  if (isMetal(material)) {
    return lin(c, [
      [0, '#000', 0.55], [0.07, '#fff', 0.35], [0.16, '#000', 0.2], [0.27, '#fff', 0.75], [0.33, '#fff', 0.2],
      [0.48, '#000', 0.12], [0.62, '#fff', 0.18], [0.74, '#000', 0.3], [0.86, '#fff', 0.12], [0.94, '#000', 0.45], [1, '#000', 0.65],
    ]);
  }
  if (isGlossy(material)) {
    return lin(c, [
      [0, '#000', 0.5], [0.1, '#000', 0.18], [0.24, '#fff', 0.28], [0.3, '#fff', 0.7], [0.335, '#fff', 0.15],
      [0.5, '#000', 0], [0.78, '#000', 0.18], [0.9, '#fff', 0.08], [0.96, '#000', 0.35], [1, '#000', 0.55],
    ]);
  }
  return lin(c, [[0, '#000', 0.5], [0.2, '#000', 0.12], [0.38, '#fff', 0.12], [0.55, '#000', 0], [0.85, '#000', 0.28], [1, '#000', 0.5]]);
}
/** A base colour for metal, with its own tone; the shading comes from cylinderShade. */
function metalTone(material: PhotoMaterial, fallback: string): string {
  switch (material) {
    case 'silver':
      return '#b9bcc0';
    case 'gold':
      return '#caa24a';
    case 'gilt':
      return '#c79a3e';
    case 'brass':
      return '#b98f3c';
    case 'copper':
      return '#b0643a';
    case 'bronze':
      return '#8c5a2e';
    default:
      return fallback;
  }
}
/** A flat metal plate lit from the upper left (for coins, dials, plates). */
function metalPlate(c: Ctx, base: string): string {
  return lin(c, [[0, tint(base, 0.55)], [0.3, tint(base, 0.15)], [0.5, shade(base, 0.15)], [0.7, tint(base, 0.25)], [1, shade(base, 0.45)]], 0, 0, 1, 1);
}
/** A wooden board lit from the upper left. */
function woodPanel(c: Ctx, base: string, vertical = false): string {
  return vertical
    ? lin(c, [[0, tint(base, 0.12)], [0.5, base], [1, shade(base, 0.25)]], 0, 0, 1, 0)
    : lin(c, [[0, tint(base, 0.14)], [0.6, base], [1, shade(base, 0.22)]], 0, 0, 0.3, 1);
}
/** Wood grain: wavy thin lines over a rectangle (drawn inside an existing clip or shape). */
function grain(c: Ctx, x: number, y: number, w: number, h: number, base: string, vertical = false, density = 1): string {
  let out = '';
  const n = Math.max(4, Math.round(((vertical ? w : h) / 9) * density));
  for (let i = 0; i < n; i++) {
    const t = (i + c.rng() * 0.8) / n;
    const pts: Pt[] = [];
    const steps = 6;
    for (let s = 0; s <= steps; s++) {
      const u = s / steps;
      const wob = (c.rng() - 0.5) * (vertical ? w : h) * 0.03;
      pts.push(vertical ? [x + t * w + wob, y + u * h] : [x + u * w, y + t * h + wob]);
    }
    const col = c.rng() > 0.5 ? shade(base, 0.35) : tint(base, 0.12);
    out += `<path d="${smooth(pts)}" fill="none" stroke="${col}" stroke-width="${f(0.8 + c.rng() * 1.6)}" opacity="${f(0.25 + c.rng() * 0.3)}"/>`;
  }
  return out;
}
/** Burr figuring: small dark swirls. */
function burr(c: Ctx, x: number, y: number, w: number, h: number, base: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + c.rng() * w;
    const cy = y + c.rng() * h;
    const r = 2 + c.rng() * 7;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.6)}" ry="${f(r)}" transform="rotate(${f(c.rng() * 180)} ${f(cx)} ${f(cy)})" fill="none" stroke="${shade(base, 0.45)}" stroke-width="1.2" opacity="0.35"/>`;
  }
  return out;
}

/** Text helper. */
function text(x: number, y: number, s: string, size: number, fill: string, opts: { font?: string; weight?: string; style?: string; anchor?: string; spacing?: number; extra?: string } = {}): string {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${opts.font ?? SERIF}" font-size="${f(size)}"${opts.weight ? ` font-weight="${opts.weight}"` : ''}${opts.style ? ` font-style="${opts.style}"` : ''} text-anchor="${opts.anchor ?? 'middle'}"${opts.spacing ? ` letter-spacing="${f(opts.spacing)}"` : ''} fill="${fill}"${opts.extra ?? ''}>${esc(s)}</text>`;
}
/** Letters set round a circle (coins, medals, seals): angles in degrees, 0 = top, clockwise. */
function ringText(s: string, r: number, size: number, fill: string, from: number, to: number, opts: { inward?: boolean; font?: string; weight?: string } = {}): string {
  const chars = [...s];
  if (chars.length === 0) return '';
  let out = '';
  chars.forEach((ch, i) => {
    const a = chars.length === 1 ? (from + to) / 2 : from + ((to - from) * i) / (chars.length - 1);
    const rad_ = ((a - 90) * Math.PI) / 180;
    const x = Math.cos(rad_) * r;
    const y = Math.sin(rad_) * r;
    const rot = opts.inward ? a + 180 : a;
    out += `<text x="0" y="0" transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" font-family="${opts.font ?? SERIF}" font-size="${f(size)}" font-weight="${opts.weight ?? 'bold'}" text-anchor="middle" dominant-baseline="middle" fill="${fill}">${esc(ch)}</text>`;
  });
  return out;
}

// ───────────────────────────────────────────── drawn objects ────────────────────────────────────

/**
 * A drawn object in its own units. Standing objects have their foot at the origin and rise into
 * negative y; flat ones (photographed from above) are centred on the origin.
 */
interface Drawn {
  svg: string;
  w: number;
  h: number;
  /** The close-up's centre, in the object's units. */
  focus: Pt;
  flat?: boolean;
  /** Flat objects: the drop shadow's shape. */
  shape?: 'rect' | 'circle' | 'none';
  /** Standing objects: the width of the floor shadow (defaults to w). */
  footprint?: number;
  /** Draw `back` as this object mirrored rather than asking for a back. */
  mirrorBack?: boolean;
  /** Detail zoom (defaults to 2.4). */
  zoom?: number;
}

type Drawer = (c: Ctx) => Drawn;

/** Radius of a profile at height y (linear between points). */
function radiusAt(profile: Pt[], y: number): number {
  for (let i = 0; i < profile.length - 1; i++) {
    const [r1, y1] = profile[i]!;
    const [r2, y2] = profile[i + 1]!;
    if ((y <= y1 && y >= y2) || (y >= y1 && y <= y2)) return y1 === y2 ? r1 : r1 + ((r2 - r1) * (y - y1)) / (y2 - y1);
  }
  return profile[0]![0];
}
/** A band that follows the curve of a turned body (seen slightly from above). */
function bodyBand(r: number, y: number, stroke: string, width: number, opacity = 1): string {
  return `<path d="M${f(-r)} ${f(y)} Q0 ${f(y + r * 0.32)} ${f(r)} ${f(y)}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" opacity="${f(opacity)}"/>`;
}
/** The open mouth of a turned vessel. */
function mouth(c: Ctx, r: number, y: number, lip: string): string {
  const inner = rad(c, [[0, '#000', 0.85], [0.7, '#000', 0.6], [1, shade(lip, 0.4)]], 0.5, 0.2, 0.8);
  return `<ellipse cx="0" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.22)}" fill="${lip}"/>` +
    `<ellipse cx="0" cy="${f(y + r * 0.02)}" rx="${f(r * 0.86)}" ry="${f(r * 0.17)}" fill="${inner}"/>` +
    `<path d="M${f(-r)} ${f(y)} A${f(r)} ${f(r * 0.22)} 0 0 0 ${f(r)} ${f(y)}" fill="none" stroke="${tint(lip, 0.5)}" stroke-width="2" opacity="0.7"/>`;
}

/** A painted spray of flowers (porcelain decoration). */
function spray(c: Ctx, cx: number, cy: number, s: number, accent: string): string {
  const leaf = '#56703d';
  let stems = '';
  let leaves = '';
  let blooms = '';
  const n = 2 + Math.floor(c.rng() * 3);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (c.rng() - 0.5) * 2.4;
    const len = (40 + c.rng() * 50) * s;
    const ex = cx + Math.cos(a) * len;
    const ey = cy + Math.sin(a) * len;
    stems += `<path d="M${f(cx)} ${f(cy)} Q${f((cx + ex) / 2 + (c.rng() - 0.5) * 30 * s)} ${f((cy + ey) / 2)} ${f(ex)} ${f(ey)}" stroke="${shade(leaf, 0.2)}" stroke-width="${f(2.2 * s)}" fill="none"/>`;
    for (let k = 0; k < 2; k++) {
      const t = 0.35 + k * 0.3;
      const lx = cx + (ex - cx) * t;
      const ly = cy + (ey - cy) * t;
      leaves += `<ellipse cx="${f(lx + 8 * s)}" cy="${f(ly)}" rx="${f(13 * s)}" ry="${f(5 * s)}" transform="rotate(${f((a * 180) / Math.PI + (k ? 50 : -40))} ${f(lx)} ${f(ly)})" fill="${mix(leaf, '#8aa35a', c.rng())}"/>`;
    }
    const col = mix(accent, c.rng() > 0.5 ? '#e8b23a' : '#f4e1e6', c.rng() * 0.45);
    const pr = (6 + c.rng() * 5) * s;
    let petals = '';
    for (let p = 0; p < 6; p++) {
      const pa = (p / 6) * Math.PI * 2 + c.rng();
      petals += `<circle cx="${f(ex + Math.cos(pa) * pr)}" cy="${f(ey + Math.sin(pa) * pr)}" r="${f(pr * 0.9)}" fill="${col}"/>`;
    }
    blooms += `${petals}<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(pr * 0.9)}" fill="${shade(col, 0.25)}"/><circle cx="${f(ex - pr * 0.2)}" cy="${f(ey - pr * 0.2)}" r="${f(pr * 0.35)}" fill="${tint(col, 0.5)}"/>`;
  }
  return stems + leaves + blooms;
}

/** Small scattered insects and sprigs between the sprays (Meissen style). */
function sprigs(c: Ctx, x0: number, x1: number, y0: number, y1: number, n: number, col: string): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + c.rng() * (x1 - x0);
    const y = y0 + c.rng() * (y1 - y0);
    out += `<path d="M${f(x)} ${f(y)} q6 -8 12 -2 M${f(x + 6)} ${f(y - 4)} l2 -8" stroke="${col}" stroke-width="1.6" fill="none" opacity="0.8"/><circle cx="${f(x + 13)}" cy="${f(y - 3)}" r="3" fill="${col}" opacity="0.8"/>`;
  }
  return out;
}

const vase: Drawer = (c) => {
  const motif = c.spec.motif ?? 'floral';
  const k = 640;
  const shape: Pt[] = motif === 'pomegranate'
    ? [[0.2, 0], [0.22, -0.02], [0.28, -0.08], [0.33, -0.18], [0.358, -0.3], [0.362, -0.42], [0.345, -0.54], [0.3, -0.66], [0.24, -0.76], [0.18, -0.85], [0.155, -0.93], [0.16, -1]]
    : [[0.19, 0], [0.2, -0.02], [0.165, -0.05], [0.22, -0.12], [0.285, -0.22], [0.33, -0.32], [0.343, -0.42], [0.325, -0.52], [0.27, -0.6], [0.2, -0.68], [0.15, -0.76], [0.135, -0.84], [0.152, -0.93], [0.2, -1]];
  const prof: Pt[] = shape.map(([r, y]) => [r * k, y * k]);
  const d = lathe(prof);
  const cl = clip(c, d);
  let deco = '';
  if (motif === 'pomegranate') {
    // Moorcroft: a dark ground, large tube-lined fruit and leaves, a paler band at the foot.
    deco += `<rect x="-300" y="-${k}" width="600" height="${k}" fill="${lin(c, [[0, shade(c.main, 0.35)], [0.6, c.main], [1, mix(c.main, '#6b8a3a', 0.6)]], 0, 0, 0, 1)}"/>`;
    const fruits = 5;
    for (let i = 0; i < fruits; i++) {
      const x = -200 + i * 100 + (c.rng() - 0.5) * 40;
      const y = -k * (0.42 + (i % 2) * 0.13) + (c.rng() - 0.5) * 30;
      const r = 52 + c.rng() * 18;
      deco += `<path d="M${f(x - 30)} ${f(y + r)} C${f(x - 80)} ${f(y + r + 80)} ${f(x + 60)} ${f(y + r + 70)} ${f(x + 40)} ${f(y + r + 140)}" stroke="${tint('#b8a05a', 0.3)}" stroke-width="5" fill="none"/>`;
      deco += `<ellipse cx="${f(x + 35)}" cy="${f(y + r + 40)}" rx="46" ry="18" transform="rotate(30 ${f(x + 35)} ${f(y + r + 40)})" fill="#5f7d32" stroke="#d9c98a" stroke-width="3"/>`;
      deco += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${rad(c, [[0, tint(c.accent, 0.25)], [0.7, c.accent], [1, shade(c.accent, 0.35)]], 0.4, 0.35, 0.6)}" stroke="#e2d49a" stroke-width="4"/>`;
      for (let s = 0; s < 7; s++) {
        const a = c.rng() * Math.PI * 2;
        const rr = c.rng() * r * 0.55;
        deco += `<circle cx="${f(x + Math.cos(a) * rr)}" cy="${f(y + Math.sin(a) * rr)}" r="${f(4 + c.rng() * 5)}" fill="${shade(c.accent, 0.45)}" stroke="#e2d49a" stroke-width="1.5"/>`;
      }
      deco += `<path d="M${f(x - 10)} ${f(y - r + 2)} l10 -16 l10 16" fill="${shade(c.accent, 0.3)}" stroke="#e2d49a" stroke-width="3"/>`;
    }
  } else {
    deco += `<rect x="-300" y="-${k}" width="600" height="${k}" fill="${c.main}"/>`;
    if (motif === 'floral') {
      deco += spray(c, -60 + c.rng() * 40, -k * 0.38, 1.5, c.accent);
      deco += spray(c, 95, -k * 0.26, 1.0, mix(c.accent, '#3b5fa8', 0.5));
      deco += spray(c, -150, -k * 0.22, 0.9, mix(c.accent, '#e0a040', 0.5));
      deco += sprigs(c, -180, 180, -k * 0.56, -k * 0.15, 6, shade(c.accent, 0.2));
      const gold = '#c8a24a';
      deco += bodyBand(radiusAt(prof, -k * 0.66), -k * 0.66, gold, 7);
      deco += bodyBand(radiusAt(prof, -k * 0.08), -k * 0.08, gold, 6);
      deco += bodyBand(radiusAt(prof, -k * 0.96), -k * 0.96, gold, 8);
      deco += bodyBand(radiusAt(prof, -k * 0.7), -k * 0.7, gold, 2);
    }
  }
  const top = prof[prof.length - 1]!;
  const lip = motif === 'floral' ? '#d8b45a' : c.main;
  const svg = `<path d="${d}" fill="${c.main}"/><g clip-path="${cl}">${deco}<path d="${d}" fill="${cylinderShade(c)}"/></g>${mouth(c, top[0], top[1], lip)}`;
  return { svg, w: 0.72 * k, h: k, focus: [-40, -k * 0.38], footprint: 0.5 * k };
};

const gingerJar: Drawer = (c) => {
  const motif = c.spec.motif ?? 'famille-rose';
  const k = 600;
  const prof: Pt[] = ([[0.25, 0], [0.27, -0.015], [0.33, -0.07], [0.4, -0.17], [0.44, -0.3], [0.45, -0.42], [0.42, -0.54], [0.35, -0.65], [0.26, -0.73], [0.215, -0.77], [0.21, -0.8]] as Pt[]).map(([r, y]) => [r * k, y * k]);
  const lid: Pt[] = ([[0.225, -0.79], [0.23, -0.83], [0.19, -0.9], [0.1, -0.95], [0.05, -0.96], [0.06, -0.99], [0.0, -1]] as Pt[]).map(([r, y]) => [r * k, y * k]);
  const d = lathe(prof);
  const dl = lathe(lid);
  const cl = clip(c, d);
  const cll = clip(c, dl);
  let deco = '';
  let lidDeco = '';
  if (motif === 'prunus') {
    deco += `<rect x="-300" y="-${k}" width="600" height="${k}" fill="${c.accent}"/>`;
    for (let i = 0; i < 40; i++) {
      const x = -280 + c.rng() * 560;
      const y = -k * 0.8 + c.rng() * k * 0.78;
      deco += `<path d="M${f(x)} ${f(y)} l${f((c.rng() - 0.5) * 80)} ${f((c.rng() - 0.5) * 60)}" stroke="${tint(c.accent, 0.35)}" stroke-width="2" opacity="0.7"/>`;
    }
    deco += `<path d="${smooth([[-260, -40], [-150, -160], [-60, -220], [40, -330], [160, -380], [260, -420]])}" stroke="${tint(c.main, 0.2)}" stroke-width="10" fill="none"/>`;
    for (let i = 0; i < 16; i++) {
      const x = -220 + c.rng() * 440;
      const y = -k * 0.7 + c.rng() * k * 0.6;
      const r = 12 + c.rng() * 8;
      let petals = '';
      for (let p = 0; p < 5; p++) {
        const a = (p / 5) * Math.PI * 2;
        petals += `<circle cx="${f(x + Math.cos(a) * r * 0.7)}" cy="${f(y + Math.sin(a) * r * 0.7)}" r="${f(r * 0.6)}" fill="${c.main}"/>`;
      }
      deco += `${petals}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.28)}" fill="${c.accent}"/>`;
    }
    lidDeco += `<rect x="-200" y="-${k}" width="400" height="200" fill="${c.accent}"/>`;
  } else {
    deco += `<rect x="-300" y="-${k}" width="600" height="${k}" fill="${c.main}"/>`;
    // rockwork, a flowering peony tree and a bird, in famille-rose enamels
    deco += `<path d="M-300 -30 Q0 -60 300 -20 L300 0 L-300 0 Z" fill="#9bb07a" opacity="0.7"/>`;
    deco += `<path d="${blob([[-230, -40], [-210, -120], [-170, -170], [-120, -150], [-100, -200], [-50, -160], [-40, -90], [-70, -40]])}" fill="#6f8fb5"/>`;
    deco += `<path d="M-200 -110 q30 -20 50 10 M-130 -150 q20 10 10 50 M-80 -170 q10 30 -10 60" stroke="#3f5f8a" stroke-width="4" fill="none"/>`;
    deco += `<path d="${smooth([[-80, -150], [-30, -230], [20, -300], [90, -360], [170, -380]])}" stroke="#6b4a2a" stroke-width="9" fill="none"/>`;
    deco += `<path d="${smooth([[-30, -230], [-90, -300], [-150, -330]])}" stroke="#6b4a2a" stroke-width="6" fill="none"/><path d="${smooth([[20, -300], [60, -250], [140, -230]])}" stroke="#6b4a2a" stroke-width="6" fill="none"/>`;
    const blooms: Pt[] = [[170, -380], [-150, -330], [140, -230], [40, -330], [-60, -270], [100, -300]];
    for (const [x, y] of blooms) {
      for (let l = 0; l < 3; l++) {
        const a = c.rng() * Math.PI * 2;
        deco += `<ellipse cx="${f(x + Math.cos(a) * 34)}" cy="${f(y + Math.sin(a) * 24)}" rx="26" ry="11" transform="rotate(${f((a * 180) / Math.PI)} ${f(x + Math.cos(a) * 34)} ${f(y + Math.sin(a) * 24)})" fill="${mix('#4f7a43', '#8aa35a', c.rng())}"/>`;
      }
      const r = 24 + c.rng() * 10;
      for (let p = 0; p < 7; p++) {
        const a = (p / 7) * Math.PI * 2;
        deco += `<circle cx="${f(x + Math.cos(a) * r * 0.6)}" cy="${f(y + Math.sin(a) * r * 0.5)}" r="${f(r * 0.55)}" fill="${tint(c.accent, 0.35)}" stroke="${shade(c.accent, 0.15)}" stroke-width="1.2"/>`;
      }
      deco += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.45)}" fill="${c.accent}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.18)}" fill="#e8c04a"/>`;
    }
    deco += `<path d="M70 -150 q30 -30 60 -10 q20 -24 44 -6 q-20 10 -30 30 q-40 10 -74 -14 Z" fill="#c9523a"/><circle cx="168" cy="-170" r="5" fill="#222"/>`;
    // a band of ruyi lappets at the shoulder
    for (let i = -5; i <= 5; i++) deco += `<path d="M${i * 44 - 20} ${-k * 0.68} q20 28 40 0" fill="#3d6aa5" opacity="0.85"/>`;
    deco += bodyBand(radiusAt(prof, -k * 0.66), -k * 0.66, '#3d6aa5', 3);
    lidDeco += `<rect x="-200" y="-${k}" width="400" height="200" fill="${c.main}"/>`;
    for (let i = -3; i <= 3; i++) lidDeco += `<circle cx="${i * 30}" cy="${-k * 0.86}" r="9" fill="${c.accent}" opacity="0.85"/>`;
  }
  const svg = `<path d="${d}" fill="${c.main}"/><g clip-path="${cl}">${deco}<path d="${d}" fill="${cylinderShade(c)}"/></g>` +
    `<path d="${dl}" fill="${c.main}"/><g clip-path="${cll}">${lidDeco}<path d="${dl}" fill="${cylinderShade(c)}"/></g>` +
    `<path d="M${f(-0.225 * k)} ${f(-0.79 * k)} Q0 ${f(-0.75 * k)} ${f(0.225 * k)} ${f(-0.79 * k)}" stroke="#000" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
  return { svg, w: 0.9 * k, h: k, focus: [-60, -k * 0.45], footprint: 0.7 * k };
};

const teapot: Drawer = (c) => {
  const metal = isMetal(c.material);
  const base = metal ? metalTone(c.material, c.main) : c.main;
  const body: Pt[] = [[120, 0], [132, -8], [190, -50], [222, -140], [205, -228], [150, -282], [138, -290]];
  const lidP: Pt[] = [[142, -288], [140, -300], [112, -322], [60, -338], [22, -344], [26, -358], [20, -378], [0, -384]];
  const d = lathe(body);
  const dl = lathe(lidP);
  const spoutLine: Pt[] = [[190, -120], [260, -150], [310, -210], [345, -270], [372, -300]];
  const spout = tube(spoutLine, 78, 22);
  const handle = 'M-196 -212 C-330 -236 -346 -56 -190 -64';
  const cl = clip(c, d);
  let deco = '';
  if (c.spec.motif === 'transfer') {
    const blue = c.accent;
    // the willow pattern, more or less: a pagoda, a bridge with figures, trees, a fence and two birds
    deco += `<rect x="-240" y="-300" width="480" height="300" fill="${c.main}"/>`;
    deco += `<path d="M-240 -60 Q-100 -90 0 -70 T240 -80 L240 0 L-240 0 Z" fill="${blue}" opacity="0.35"/>`;
    deco += `<path d="M-60 -110 Q0 -150 60 -110" stroke="${blue}" stroke-width="6" fill="none"/><path d="M-60 -110 L60 -110" stroke="${blue}" stroke-width="3"/>`;
    for (let i = 0; i < 3; i++) deco += `<circle cx="${-30 + i * 28}" cy="${-150 + (i === 1 ? -6 : 0)}" r="6" fill="${blue}"/><path d="M${-36 + i * 28} -142 l6 26 l6 -26 z" fill="${blue}"/>`;
    deco += `<path d="M80 -120 h90 l-12 -24 h-66 z M92 -144 h66 l-10 -20 h-46 z M102 -164 h46 l-23 -22 z" fill="${blue}"/><rect x="95" y="-120" width="60" height="40" fill="${blue}" opacity="0.6"/>`;
    for (let i = 0; i < 4; i++) {
      const x = -200 + i * 36;
      deco += `<path d="M${x} -70 l4 -90" stroke="${blue}" stroke-width="5"/>`;
      for (let j = 0; j < 5; j++) deco += `<circle cx="${f(x + (c.rng() - 0.5) * 50)}" cy="${f(-170 + (c.rng() - 0.5) * 50)}" r="${f(12 + c.rng() * 10)}" fill="${blue}" opacity="0.75"/>`;
    }
    deco += `<path d="M-220 -60 l20 -20 l20 20 l20 -20 l20 20 l20 -20 l20 20" stroke="${blue}" stroke-width="3" fill="none"/>`;
    deco += `<path d="M-30 -240 q14 -14 28 0 q14 -14 28 0 M30 -225 q12 -12 24 0 q12 -12 24 0" stroke="${blue}" stroke-width="4" fill="none"/>`;
    for (let i = -6; i <= 6; i++) deco += `<path d="M${i * 36 - 14} -262 l14 -16 l14 16 l-14 12 z" fill="${blue}"/>`;
    deco += bodyBand(205, -255, blue, 3);
  } else if (metal) {
    deco += `<rect x="-240" y="-300" width="480" height="300" fill="${base}"/>`;
    // an engraved cartouche with foliate scrolls, and gadrooning round the foot
    deco += `<ellipse cx="0" cy="-150" rx="58" ry="46" fill="none" stroke="${shade(base, 0.5)}" stroke-width="2"/>`;
    for (const s of [-1, 1]) {
      deco += `<path d="M${s * 58} -150 q${s * 40} -40 ${s * 80} -10 q${s * 20} 20 ${s * 40} -6 M${s * 50} -120 q${s * 40} 30 ${s * 80} 10" stroke="${shade(base, 0.5)}" stroke-width="2" fill="none"/>`;
    }
    for (let i = -12; i <= 12; i++) deco += `<ellipse cx="${i * 17}" cy="-30" rx="7" ry="22" fill="${tint(base, 0.35)}" stroke="${shade(base, 0.45)}" stroke-width="1.5"/>`;
  } else {
    deco += `<rect x="-240" y="-300" width="480" height="300" fill="${c.main}"/>`;
  }
  const shadeFill = cylinderShade(c);
  const spoutFill = lin(c, [[0, tint(base, 0.35)], [0.5, base], [1, shade(base, 0.45)]], 0, 0, 0.3, 1);
  const handleCol = shade(base, 0.1);
  const svg =
    `<path d="${handle}" stroke="${shade(handleCol, 0.35)}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<path d="${handle}" stroke="${handleCol}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="${handle}" stroke="#fff" stroke-opacity="${metal ? 0.6 : 0.4}" stroke-width="5" fill="none" transform="translate(-4 -4)"/>` +
    `<path d="${spout}" fill="${spoutFill}"/>` +
    `<path d="${smooth(spoutLine.map(([x, y]) => [x - 6, y - 8] as Pt))}" stroke="#fff" stroke-opacity="${metal ? 0.7 : 0.5}" stroke-width="5" fill="none"/>` +
    `<ellipse cx="372" cy="-300" rx="12" ry="6" transform="rotate(-40 372 -300)" fill="${shade(base, 0.6)}"/>` +
    (c.spec.motif === 'transfer' ? `<path d="${smooth(spoutLine.slice(1, 4))}" stroke="${c.accent}" stroke-width="10" stroke-dasharray="14 10" fill="none" opacity="0.7"/>` : '') +
    `<path d="${d}" fill="${base}"/><g clip-path="${cl}">${deco}<path d="${d}" fill="${shadeFill}"/></g>` +
    `<path d="${dl}" fill="${base}"/>` +
    (c.spec.motif === 'transfer' ? `<g clip-path="${clip(c, dl)}">${bodyBand(120, -318, c.accent, 8)}</g>` : '') +
    `<path d="${dl}" fill="${cylinderShade(c)}"/>` +
    `<path d="M-138 -290 Q0 -268 138 -290" stroke="#000" stroke-opacity="0.3" stroke-width="3" fill="none"/>`;
  return { svg, w: 760, h: 384, focus: [0, -170], footprint: 460 };
};

const candlestick: Drawer = (c) => {
  const base = isMetal(c.material) ? metalTone(c.material, c.main) : c.main;
  const prof: Pt[] = [[112, 0], [114, -12], [100, -20], [98, -28], [64, -42], [36, -60], [30, -78], [40, -92], [26, -106], [21, -150], [19, -300], [23, -330], [38, -348], [25, -366], [21, -400], [30, -436], [48, -466], [52, -484], [40, -494], [56, -504], [60, -512]];
  const d = lathe(prof);
  const one = (dx: number, s: number) => {
    const cl = clip(c, d);
    let gad = '';
    for (let i = -9; i <= 9; i++) gad += `<ellipse cx="${i * 12}" cy="-16" rx="5" ry="8" fill="${tint(base, 0.4)}" stroke="${shade(base, 0.5)}" stroke-width="1"/>`;
    return `<g transform="translate(${dx} 0) scale(${s})"><path d="${d}" fill="${base}"/><g clip-path="${cl}">${gad}<path d="${d}" fill="${cylinderShade(c)}"/></g>${mouth(c, 52, -512, tint(base, 0.1))}</g>`;
  };
  const pair = (c.spec.motif ?? 'pair') === 'pair' && c.view !== 'detail';
  const svg = pair ? one(140, 0.94) + one(-140, 1) : one(0, 1);
  return { svg, w: pair ? 520 : 240, h: 520, focus: [pair ? -140 : 0, -420], footprint: pair ? 560 : 260, zoom: 2.2 };
};

const decanter: Drawer = (c) => {
  const prof: Pt[] = [[92, 0], [108, -8], [118, -40], [121, -190], [110, -262], [78, -320], [44, -360], [32, -390], [31, -440], [44, -452], [46, -460]];
  const stopper: Pt[] = [[24, -458], [22, -472], [42, -500], [50, -530], [38, -560], [0, -572]];
  const d = lathe(prof);
  const ds = lathe(stopper);
  const glass = c.main;
  const cl = clip(c, d);
  let cuts = '';
  for (let i = -10; i <= 10; i++) cuts += `<path d="M${i * 11} -6 L${i * 11.5} -70" stroke="${tint(glass, 0.4)}" stroke-width="3" opacity="0.45"/>`;
  for (let i = 0; i < 3; i++) cuts += bodyBand(radiusAt(prof, -380 - i * 18), -380 - i * 18, tint(glass, 0.4), 3, 0.5);
  const gold = c.accent;
  const label = c.spec.label ?? 'Brandy';
  const plaque = c.view === 'back'
    ? ''
    : `<path d="M-38 -318 L-64 -238 M38 -318 L64 -238" stroke="${gold}" stroke-width="2.5" stroke-dasharray="4 3"/>` +
      `<path d="M-72 -238 Q0 -256 72 -238 L72 -196 Q0 -214 -72 -196 Z" fill="none" stroke="${gold}" stroke-width="4"/>` +
      `<path d="M-72 -238 q-16 20 0 42 M72 -238 q16 20 0 42" fill="none" stroke="${gold}" stroke-width="4"/>` +
      text(0, -212, label, 30, gold, { style: 'italic', weight: 'bold' });
  const svg =
    `<path d="${d}" fill="${glass}" fill-opacity="0.9"/><g clip-path="${cl}">${cuts}${plaque}<path d="${d}" fill="${cylinderShade(c, 'glass')}"/>` +
    `<rect x="-80" y="-460" width="10" height="440" fill="#fff" opacity="0.55"/><rect x="62" y="-420" width="6" height="380" fill="#fff" opacity="0.25"/></g>` +
    `<path d="${ds}" fill="${glass}" fill-opacity="0.9"/><path d="${ds}" fill="${cylinderShade(c, 'glass')}"/>` +
    `<ellipse cx="0" cy="-458" rx="46" ry="9" fill="none" stroke="${tint(glass, 0.5)}" stroke-width="3" opacity="0.7"/>`;
  return { svg, w: 250, h: 572, focus: [0, -230], footprint: 240 };
};

const wineGlass: Drawer = (c) => {
  const prof: Pt[] = [[150, 0], [148, -6], [60, -12], [22, -22], [13, -40], [12, -230], [15, -252], [34, -268], [72, -318], [104, -400], [118, -470], [122, -492]];
  const d = lathe(prof);
  const edge = c.main;
  const cl = clip(c, d);
  let twist = '';
  for (let k = 0; k < 4; k++) {
    const pts: Pt[] = [];
    for (let y = -28; y >= -236; y -= 6) pts.push([9 * Math.sin(y * 0.09 + (k * Math.PI) / 2), y]);
    twist += `<path d="${smooth(pts)}" stroke="#fff" stroke-width="2.4" fill="none" opacity="0.95"/>`;
  }
  let rose = '';
  if (c.view !== 'back') {
    const rx = 0;
    const ry = -400;
    rose += `<circle cx="${rx}" cy="${ry}" r="11" fill="none" stroke="#fff" stroke-width="2" opacity="0.8"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      rose += `<circle cx="${f(rx + Math.cos(a) * 17)}" cy="${f(ry + Math.sin(a) * 14)}" r="12" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-width="1.6" opacity="0.75"/>`;
    }
    rose += `<path d="M${rx} ${ry + 28} q-4 40 -2 70 M${rx} ${ry + 60} q-30 -6 -44 -24 M${rx} ${ry + 50} q30 -4 42 -22" stroke="#fff" stroke-width="2" fill="none" opacity="0.7"/>`;
    for (const s of [-1, 1]) rose += `<ellipse cx="${rx + s * 40}" cy="${ry + 40}" rx="14" ry="6" transform="rotate(${s * -30} ${rx + s * 40} ${ry + 40})" fill="#fff" fill-opacity="0.15" stroke="#fff" stroke-width="1.6" opacity="0.7"/>`;
    rose += `<circle cx="${rx + 70}" cy="${ry - 30}" r="7" fill="none" stroke="#fff" stroke-width="1.6" opacity="0.7"/>`;
    if (c.spec.label) rose += text(rx, ry - 48, c.spec.label, 20, '#fff', { style: 'italic', extra: ' opacity="0.8"' });
  }
  const svg =
    `<path d="${d}" fill="#fff" fill-opacity="0.1"/><g clip-path="${cl}"><path d="${d}" fill="${lin(c, [[0, edge, 0.6], [0.08, edge, 0.1], [0.25, '#fff', 0.55], [0.3, '#fff', 0.05], [0.8, edge, 0.05], [0.93, edge, 0.35], [1, edge, 0.7]])}"/>${twist}${rose}` +
    `<rect x="-88" y="-470" width="8" height="160" fill="#fff" opacity="0.6"/></g>` +
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="2.5" opacity="0.55"/>` +
    `<ellipse cx="0" cy="-492" rx="122" ry="18" fill="none" stroke="${edge}" stroke-width="2.5" opacity="0.6"/><path d="M-118 -488 A122 18 0 0 0 118 -488" stroke="#fff" stroke-width="2" fill="none" opacity="0.7"/>` +
    `<ellipse cx="0" cy="-6" rx="150" ry="20" fill="#fff" fill-opacity="0.1" stroke="${edge}" stroke-width="2" opacity="0.6"/>`;
  return { svg, w: 300, h: 510, focus: [0, -380], footprint: 300 };
};

// ───────────────────────────────────────────── clocks, coins, medals, jewellery ─────────────────

const ROMAN = ['XII', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];

/** An enamel dial with Roman numerals, a minute track and blued hands (at ten past ten). */
function dial(c: Ctx, r: number, opts: { seconds?: boolean } = {}): string {
  const face = rad(c, [[0, '#fffdf7'], [0.75, '#f2ede2'], [1, '#d8cfbb']], 0.42, 0.38, 0.7);
  let s = `<circle r="${f(r)}" fill="${face}"/>`;
  s += `<circle r="${f(r * 0.92)}" fill="none" stroke="#2a2a2a" stroke-width="${f(r * 0.008)}"/><circle r="${f(r * 0.84)}" fill="none" stroke="#2a2a2a" stroke-width="${f(r * 0.008)}"/>`;
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const big = i % 5 === 0;
    const r0 = r * (big ? 0.83 : 0.85);
    const r1 = r * (big ? 0.93 : 0.91);
    s += `<line x1="${f(Math.sin(a) * r0)}" y1="${f(-Math.cos(a) * r0)}" x2="${f(Math.sin(a) * r1)}" y2="${f(-Math.cos(a) * r1)}" stroke="#222" stroke-width="${f(r * (big ? 0.018 : 0.007))}"/>`;
  }
  ROMAN.forEach((n, i) => {
    s += `<text x="0" y="${f(-r * 0.64)}" transform="rotate(${i * 30})" font-family="${SERIF}" font-size="${f(r * 0.16)}" text-anchor="middle" dominant-baseline="middle" fill="#1d1d1d">${n}</text>`;
  });
  if (opts.seconds) {
    s += `<circle cx="0" cy="${f(r * 0.42)}" r="${f(r * 0.17)}" fill="none" stroke="#333" stroke-width="${f(r * 0.006)}"/>`;
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      s += `<line x1="${f(Math.sin(a) * r * 0.14)}" y1="${f(r * 0.42 - Math.cos(a) * r * 0.14)}" x2="${f(Math.sin(a) * r * 0.17)}" y2="${f(r * 0.42 - Math.cos(a) * r * 0.17)}" stroke="#333" stroke-width="${f(r * 0.006)}"/>`;
    }
    s += `<line x1="0" y1="${f(r * 0.42)}" x2="${f(r * 0.08)}" y2="${f(r * 0.3)}" stroke="#1b2440" stroke-width="${f(r * 0.012)}"/>`;
  }
  const blue = '#1b2440';
  const hand = (angle: number, len: number, width: number, ring: number) =>
    `<g transform="rotate(${angle})"><path d="M${f(-width)} ${f(r * 0.08)} L${f(-width * 0.5)} ${f(-len)} L0 ${f(-len - width * 3)} L${f(width * 0.5)} ${f(-len)} L${f(width)} ${f(r * 0.08)} Z" fill="${blue}"/>` +
    `<circle cx="0" cy="${f(-len * ring)}" r="${f(width * 2.6)}" fill="none" stroke="${blue}" stroke-width="${f(width * 1.1)}"/></g>`;
  s += hand(-55, r * 0.48, r * 0.022, 0.7) + hand(62, r * 0.74, r * 0.016, 0.75);
  s += `<circle r="${f(r * 0.035)}" fill="${blue}"/>`;
  s += `<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.42)}" rx="${f(r * 0.5)}" ry="${f(r * 0.22)}" transform="rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.42)})" fill="#fff" opacity="0.22"/>`;
  return s;
}

/** A ring of small beads or gadroons (gilt metal mouldings). */
function beads(cx: number, cy: number, r: number, n: number, br: number, fill: string, hi: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(br)}" fill="${fill}"/><circle cx="${f(x - br * 0.3)}" cy="${f(y - br * 0.3)}" r="${f(br * 0.4)}" fill="${hi}"/>`;
  }
  return s;
}

const mantelClock: Drawer = (c) => {
  const gilt = metalTone(c.material, c.main);
  const plate = () => metalPlate(c, gilt);
  const marble = c.accent;
  let s = '';
  // toupie feet, marble plinth and its gilt mouldings
  for (const x of [-190, 190]) s += `<ellipse cx="${x}" cy="-14" rx="26" ry="16" fill="${plate()}"/>`;
  s += `<rect x="-215" y="-78" width="430" height="56" fill="${lin(c, [[0, tint(marble, 0.25)], [0.5, marble], [1, shade(marble, 0.4)]], 0, 0, 0, 1)}"/>`;
  for (let i = 0; i < 7; i++) s += `<path d="M${-215 + c.rng() * 430} -78 q${f(30 + c.rng() * 40)} ${f(20 + c.rng() * 10)} ${f(60 + c.rng() * 60)} 56" stroke="${tint(marble, 0.55)}" stroke-width="1.2" fill="none" opacity="0.55"/>`;
  s += `<rect x="-222" y="-90" width="444" height="14" rx="3" fill="${plate()}"/><rect x="-222" y="-26" width="444" height="8" fill="${plate()}"/>`;
  // pedestal with a swag of laurel
  s += `<rect x="-150" y="-270" width="300" height="180" fill="${plate()}"/>`;
  s += `<rect x="-132" y="-252" width="264" height="144" fill="none" stroke="${shade(gilt, 0.35)}" stroke-width="4"/><rect x="-126" y="-246" width="252" height="132" fill="none" stroke="${tint(gilt, 0.45)}" stroke-width="2"/>`;
  if (c.view !== 'back') {
    const swag = sampleSmooth([[-110, -236], [-60, -170], [0, -150], [60, -170], [110, -236]], 6);
    swag.forEach(([x, y], i) => {
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="6" transform="rotate(${i * 37} ${f(x)} ${f(y)})" fill="${tint(gilt, i % 2 ? 0.3 : 0)}" stroke="${shade(gilt, 0.45)}" stroke-width="1.2"/>`;
    });
    s += `<circle cx="-110" cy="-236" r="9" fill="${tint(gilt, 0.35)}"/><circle cx="110" cy="-236" r="9" fill="${tint(gilt, 0.35)}"/>`;
  }
  s += `<rect x="-165" y="-290" width="330" height="22" rx="4" fill="${plate()}"/>`;
  // scrolled acanthus brackets either side of the drum
  for (const k of [-1, 1]) {
    s += `<path d="M${k * 150} -292 C${k * 190} -320 ${k * 176} -380 ${k * 130} -392 C${k * 150} -370 ${k * 150} -330 ${k * 110} -300 Z" fill="${plate()}" stroke="${shade(gilt, 0.4)}" stroke-width="2"/>`;
    s += `<circle cx="${k * 136}" cy="-388" r="10" fill="${tint(gilt, 0.3)}" stroke="${shade(gilt, 0.4)}" stroke-width="2"/>`;
  }
  // the drum, bezel and dial (or the back door)
  s += `<circle cx="0" cy="-400" r="126" fill="${plate()}"/>`;
  s += beads(0, -400, 118, 48, 5, shade(gilt, 0.15), tint(gilt, 0.6));
  if (c.view === 'back') {
    s += `<circle cx="0" cy="-400" r="106" fill="${lin(c, [[0, tint('#c9a44e', 0.3)], [1, shade('#c9a44e', 0.3)]], 0, 0, 1, 1)}"/>`;
    for (let i = 0; i < 9; i++) s += `<circle cx="0" cy="-400" r="${20 + i * 10}" fill="none" stroke="${shade(gilt, 0.25)}" stroke-width="1"/>`;
    s += `<rect x="96" y="-412" width="14" height="24" rx="3" fill="${shade(gilt, 0.2)}"/><rect x="-112" y="-420" width="10" height="40" fill="${shade(gilt, 0.2)}"/>`;
  } else {
    s += `<circle cx="0" cy="-400" r="108" fill="${shade(gilt, 0.4)}"/><g transform="translate(0 -400)">${dial(c, 104)}</g>`;
    s += `<circle cx="-38" cy="-378" r="6" fill="#444"/><circle cx="38" cy="-378" r="6" fill="#444"/>`;
  }
  // urn finial
  const urn: Pt[] = [[30, -524], [32, -530], [20, -540], [34, -560], [38, -582], [26, -600], [16, -604], [22, -612], [8, -630], [0, -632]];
  s += `<path d="${lathe(urn)}" fill="${gilt}"/><path d="${lathe(urn)}" fill="${cylinderShade(c, 'gilt')}"/>`;
  s += `<path d="M-40 -524 L40 -524 L30 -510 L-30 -510 Z" fill="${plate()}"/>`;
  return { svg: s, w: 460, h: 632, focus: [0, -400], footprint: 440, zoom: 2.1 };
};

/** A head in low relief (laureate, or with the hair in a bun), facing right (or left with facing = -1), about 230 units tall. */
function bust(c: Ctx, fill: string, facing = 1, style: 'laurel' | 'bun' | 'plain' = 'laurel'): string {
  const laurel = style === 'laurel';
  const pts: Pt[] = [[-50, 118], [-54, 70], [-80, 30], [-88, -22], [-74, -70], [-40, -100], [4, -108], [44, -88], [60, -58], [63, -38], [62, -28], [84, -2], [66, 8], [70, 18], [62, 26], [66, 34], [58, 50], [44, 64], [34, 74], [38, 118]];
  const d = `${smooth(pts)} Z`;
  let s = `<g transform="scale(${facing} 1)">`;
  s += `<path d="${d}" fill="${shade(fill, 0.55)}" transform="translate(4 5)"/><path d="${d}" fill="${tint(fill, 0.45)}" transform="translate(-3 -3)"/><path d="${d}" fill="${fill}"/>`;
  s += `<path d="M-20 -6 q-14 8 -4 26 q10 6 14 -4" stroke="${shade(fill, 0.45)}" stroke-width="3" fill="none"/>`;
  s += `<path d="M36 -42 q8 -3 14 1" stroke="${shade(fill, 0.5)}" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 6; i++) s += `<path d="M${-70 + i * 6} ${-60 + i * 14} q20 -10 ${30 + i * 4} ${4 + i * 2}" stroke="${shade(fill, 0.35)}" stroke-width="2.5" fill="none"/>`;
  if (laurel) {
    const wreath = sampleSmooth([[-84, 10], [-72, -56], [-34, -96], [16, -104]], 3);
    wreath.forEach(([x, y], i) => {
      for (const side of [-1, 1]) {
        s += `<ellipse cx="${f(x + side * 8)}" cy="${f(y + side * 4)}" rx="11" ry="5" transform="rotate(${f(-60 + i * 12 + side * 35)} ${f(x)} ${f(y)})" fill="${tint(fill, 0.25)}" stroke="${shade(fill, 0.5)}" stroke-width="1.5"/>`;
      }
    });
    s += `<path d="M-84 12 q-20 20 -10 48 M-84 12 q-4 26 -24 40" stroke="${shade(fill, 0.4)}" stroke-width="4" fill="none"/>`;
  }
  if (style === 'bun') {
    // the young Queen's hair drawn back into a bun, with a fillet
    s += `<ellipse cx="-66" cy="-18" rx="30" ry="34" fill="${shade(fill, 0.5)}" transform="translate(3 4)"/><ellipse cx="-66" cy="-18" rx="30" ry="34" fill="${tint(fill, 0.12)}"/>`;
    for (let i = 0; i < 5; i++) s += `<path d="M-90 ${-40 + i * 10} q24 -6 46 6" stroke="${shade(fill, 0.4)}" stroke-width="2" fill="none"/>`;
    s += `<path d="M-70 -88 Q0 -118 52 -72" stroke="${shade(fill, 0.45)}" stroke-width="5" fill="none"/><path d="M-70 -88 Q0 -116 52 -72" stroke="${tint(fill, 0.35)}" stroke-width="2" fill="none"/>`;
  }
  s += `<path d="M-50 118 L38 118" stroke="${shade(fill, 0.5)}" stroke-width="3"/>`;
  return `${s}</g>`;
}

/** A crowned shield in a laurel wreath (a coin or medal reverse). */
function shieldReverse(c: Ctx, fill: string, r: number): string {
  const lo = shade(fill, 0.5);
  const hi = tint(fill, 0.4);
  const sh = `M-70 -80 L70 -80 L70 10 Q70 80 0 100 Q-70 80 -70 10 Z`;
  let s = `<g transform="scale(${f(r / 300)})">`;
  s += `<path d="${sh}" fill="${lo}" transform="translate(4 5)"/><path d="${sh}" fill="${hi}" transform="translate(-3 -3)"/><path d="${sh}" fill="${fill}"/>`;
  s += `<path d="M0 -80 V98 M-70 10 H70" stroke="${lo}" stroke-width="3"/>`;
  for (const [x, y] of [[-35, -40], [35, 50], [35, -40], [-35, 50]] as Pt[]) s += `<path d="M${x - 16} ${y} l10 -8 l10 8 l10 -8 l6 8" stroke="${lo}" stroke-width="3" fill="none"/>`;
  s += `<path d="M-50 -92 L-40 -130 L-20 -104 L0 -140 L20 -104 L40 -130 L50 -92 Z" fill="${fill}" stroke="${lo}" stroke-width="3"/>`;
  s += `<circle cx="0" cy="-146" r="8" fill="${hi}" stroke="${lo}" stroke-width="2"/>`;
  for (const side of [-1, 1]) {
    const arc = sampleSmooth([[side * 40, 140], [side * 120, 90], [side * 140, -10], [side * 110, -100]], 3);
    arc.forEach(([x, y], i) => {
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="16" ry="7" transform="rotate(${f(side * (60 + i * 12))} ${f(x)} ${f(y)})" fill="${fill}" stroke="${lo}" stroke-width="2"/>`;
    });
  }
  return `${s}</g>`;
}

/** A seated Britannia with shield and trident (a penny's reverse). */
function britannia(fill: string): string {
  const lo = shade(fill, 0.5);
  const hi = tint(fill, 0.4);
  const fig = 'M-10 -120 q20 -12 30 4 q4 20 -10 30 q30 10 36 60 q4 40 -10 70 l40 6 q10 20 -10 28 l-110 0 q-20 -40 10 -80 q-20 -50 10 -80 q-8 -20 4 -38 Z';
  let s = `<path d="${fig}" fill="${lo}" transform="translate(4 5)"/><path d="${fig}" fill="${hi}" transform="translate(-3 -3)"/><path d="${fig}" fill="${fill}"/>`;
  s += `<ellipse cx="-62" cy="40" rx="34" ry="40" fill="${fill}" stroke="${lo}" stroke-width="3"/><path d="M-62 4 V76 M-94 40 H-30" stroke="${lo}" stroke-width="3"/>`;
  s += `<path d="M34 -150 L34 110 M22 -150 q12 14 24 0 M34 -150 v-10" stroke="${lo}" stroke-width="5" fill="none"/>`;
  s += `<path d="M-120 120 q20 -10 40 0 t40 0 t40 0 t40 0 t40 0" stroke="${lo}" stroke-width="3" fill="none"/>`;
  s += `<path d="M80 60 l30 0 l-6 12 l-20 0 z M94 60 v-34 l14 24" stroke="${lo}" stroke-width="2.5" fill="${fill}"/>`;
  return s;
}

const coin: Drawer = (c) => {
  const metal = metalTone(c.material, c.main);
  const r = 300;
  const cartwheel = c.spec.motif === 'cartwheel';
  const back = c.view === 'back';
  const field = rad(c, [[0, tint(metal, 0.35)], [0.55, metal], [1, shade(metal, 0.35)]], 0.38, 0.32, 0.8);
  let s = `<circle r="${r}" fill="${shade(metal, 0.45)}"/><circle r="${r - 4}" fill="${field}"/>`;
  // toning and wear: soft dark patches
  for (let i = 0; i < 4; i++) s += `<circle cx="${f((c.rng() - 0.5) * 300)}" cy="${f((c.rng() - 0.5) * 300)}" r="${f(90 + c.rng() * 90)}" fill="${shade(metal, 0.4)}" opacity="0.06"/>`;
  const rimW = cartwheel ? 48 : 16;
  s += `<circle r="${r - rimW / 2 - 4}" fill="none" stroke="${tint(metal, 0.2)}" stroke-width="${rimW}"/>`;
  s += `<circle r="${r - rimW - 4}" fill="none" stroke="${shade(metal, 0.5)}" stroke-width="3"/><circle r="${r - 6}" fill="none" stroke="${shade(metal, 0.35)}" stroke-width="2"/>`;
  if (!cartwheel) for (let i = 0; i < 120; i++) s += `<line x1="0" y1="${-r + 18}" x2="0" y2="${-r + 28}" transform="rotate(${i * 3})" stroke="${shade(metal, 0.4)}" stroke-width="2.5"/>`;
  const legendCol = cartwheel ? shade(metal, 0.55) : tint(metal, 0.3);
  const legendR = cartwheel ? r - 28 : r - 60;
  if (back) {
    const label = cartwheel ? 'BRITANNIA' : '';
    s += cartwheel ? `<g transform="scale(0.9)">${britannia(metal)}</g>` : `<g transform="translate(0 -6)">${shieldReverse(c, metal, 330)}</g>`;
    if (label) s += ringText(label, legendR, 34, legendCol, -70, 70);
    s += text(0, cartwheel ? 200 : 212, c.spec.year ?? '1797', 40, cartwheel ? legendCol : shade(metal, 0.5), { weight: 'bold' });
  } else {
    s += `<g transform="translate(-10 10) scale(1.55)">${bust(c, metal, cartwheel ? 1 : -1, cartwheel ? 'laurel' : 'bun')}</g>`;
    const legend = c.spec.label ?? 'GEORGIUS III · D:G · REX.';
    if (!cartwheel) s += `<g transform="translate(2 2)">${ringText(legend, legendR, 30, shade(metal, 0.5), -140, 140, { font: SERIF })}</g>`;
    s += ringText(legend, legendR, cartwheel ? 32 : 30, legendCol, -140, 140, { font: SERIF });
  }
  s += `<ellipse cx="-90" cy="-130" rx="150" ry="70" transform="rotate(-35 -90 -130)" fill="#fff" opacity="0.12"/>`;
  return { svg: s, w: 2 * r, h: 2 * r, focus: [40, -60], flat: true, shape: 'circle', zoom: 2 };
};

interface MedalDef {
  legend?: string;
  ribbon: string[];
  kind: 'disc' | 'star';
  metal: string;
}
/** One medal with its ribbon, at the origin (ribbon top at y = -330). */
function medalPiece(c: Ctx, m: MedalDef, clasp: string | null, back: boolean, facing: number): string {
  const w = 150;
  let s = '';
  const n = m.ribbon.length;
  m.ribbon.forEach((col, i) => {
    s += `<rect x="${f(-w / 2 + (i * w) / n)}" y="-330" width="${f(w / n + 0.5)}" height="190" fill="${col}"/>`;
  });
  // watered silk sheen and folds
  s += `<rect x="${-w / 2}" y="-330" width="${w}" height="190" fill="${lin(c, [[0, '#000', 0.25], [0.3, '#fff', 0.15], [0.6, '#000', 0.1], [1, '#000', 0.3]], 0, 0, 0, 1)}"/>`;
  for (let i = 0; i < 5; i++) s += `<path d="M${-w / 2} ${-320 + i * 38} q${w / 2} ${f(8 + c.rng() * 6)} ${w} 0" stroke="#fff" stroke-opacity="0.12" stroke-width="3" fill="none"/>`;
  const metal = m.metal;
  if (clasp) {
    s += `<rect x="-88" y="-226" width="176" height="44" rx="6" fill="${metalPlate(c, metal)}" stroke="${shade(metal, 0.45)}" stroke-width="2"/>`;
    s += text(0, -196, clasp, 22, shade(metal, 0.55), { weight: 'bold', spacing: 1 });
    for (const k of [-1, 1]) s += `<path d="M${k * 88} -226 q${k * 20} 22 0 44" fill="${metal}" stroke="${shade(metal, 0.45)}" stroke-width="2"/>`;
  }
  s += `<rect x="-80" y="-148" width="160" height="20" rx="8" fill="${metalPlate(c, metal)}" stroke="${shade(metal, 0.45)}" stroke-width="2"/>`;
  s += `<rect x="-8" y="-132" width="16" height="30" fill="${metalPlate(c, metal)}"/>`;
  if (m.kind === 'star') {
    const star: Pt[] = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
      const rr = i % 2 === 0 ? 130 : 58;
      star.push([Math.cos(a) * rr, 10 + Math.sin(a) * rr]);
    }
    s += `<path d="${poly(star)}" fill="${shade(metal, 0.5)}" transform="translate(4 5)"/><path d="${poly(star)}" fill="${metalPlate(c, metal)}"/>`;
    s += `<path d="M-70 -50 L70 70 M70 -50 L-70 70" stroke="${shade(metal, 0.45)}" stroke-width="8"/>`;
    s += `<circle cx="0" cy="10" r="46" fill="none" stroke="${shade(metal, 0.4)}" stroke-width="10"/>`;
    s += `<rect x="-64" y="-4" width="128" height="30" fill="${metal}" stroke="${shade(metal, 0.45)}" stroke-width="2"/>`;
    s += text(0, 18, back ? '' : '1914-15', 20, shade(metal, 0.55), { weight: 'bold' });
    s += `<path d="M-26 -92 l8 -24 l18 14 l18 -14 l8 24 z" fill="${metal}" stroke="${shade(metal, 0.45)}" stroke-width="2"/>`;
  } else {
    s += `<circle cx="0" cy="0" r="108" fill="${shade(metal, 0.5)}"/><circle cx="0" cy="0" r="104" fill="${rad(c, [[0, tint(metal, 0.35)], [0.6, metal], [1, shade(metal, 0.35)]], 0.38, 0.32, 0.8)}"/>`;
    s += `<circle cx="0" cy="0" r="96" fill="none" stroke="${shade(metal, 0.35)}" stroke-width="3"/>`;
    if (back) {
      s += `<g transform="scale(0.42)">${shieldReverse(c, metal, 300)}</g>`;
    } else {
      s += `<g transform="translate(0 4) scale(0.56)">${bust(c, metal, facing, (m.legend ?? 'VICTORIA').includes('VICTORIA') ? 'bun' : 'plain')}</g>`;
      s += ringText(m.legend ?? 'VICTORIA REGINA', 84, 13, shade(metal, 0.45), -130, 130);
    }
  }
  return s;
}

const medal: Drawer = (c) => {
  const back = c.view === 'back';
  if (c.spec.motif === 'trio') {
    const defs: MedalDef[] = [
      { ribbon: ['#b3202a', '#ffffff', '#1f3f8f'], kind: 'star', metal: '#9a6a34' },
      { ribbon: ['#1d1d1d', '#1f3f8f', '#ffffff', '#d9782a', '#d9782a', '#d9782a', '#ffffff', '#1f3f8f', '#1d1d1d'], kind: 'disc', metal: '#b9bcc0', legend: 'GEORGIVS V BRITT: OMN: REX ET IND: IMP:' },
      { ribbon: ['#6b2b7a', '#2d4f9e', '#2f8a4a', '#e2c33a', '#c23a2a', '#e2c33a', '#2f8a4a', '#2d4f9e', '#6b2b7a'], kind: 'disc', metal: '#b08a3e', legend: 'THE GREAT WAR FOR CIVILISATION' },
    ];
    let s = '';
    defs.forEach((m, i) => {
      s += `<g transform="translate(${(i - 1) * 230} 60)">${medalPiece(c, m, null, back, -1)}</g>`;
    });
    s += `<rect x="-330" y="-290" width="660" height="22" rx="4" fill="${metalPlate(c, '#9a9ca0')}" stroke="#555" stroke-width="2"/>`;
    return { svg: s, w: 720, h: 560, focus: [230, 40], flat: true, shape: 'none', zoom: 2.1 };
  }
  const m: MedalDef = { ribbon: ['#e8c33a', '#8fb4d9', '#8fb4d9', '#8fb4d9', '#8fb4d9', '#e8c33a'], kind: 'disc', metal: metalTone(c.material === 'bronze' ? 'silver' : c.material, c.main) };
  const clasp = c.spec.motif?.startsWith('clasp:') ? c.spec.motif.slice(6) : null;
  const s = `<g transform="translate(0 100)">${medalPiece(c, m, clasp, back, -1)}</g>`;
  return { svg: s, w: 300, h: 470, focus: [0, 40], flat: true, shape: 'none', zoom: 1.9 };
};

const pocketWatch: Drawer = (c) => {
  const metal = metalTone(c.material, c.main);
  const back = c.view === 'back';
  const pairCased = c.spec.motif === 'pair-cased';
  const r = 200;
  let s = '';
  const shell = (cx: number, cy: number, rr: number) => {
    let t = `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${rad(c, [[0, '#a0612a'], [0.7, '#5a2e12'], [1, '#2a1408']], 0.4, 0.35, 0.7)}"/>`;
    for (let i = 0; i < 26; i++) {
      const a = c.rng() * Math.PI * 2;
      const d = Math.sqrt(c.rng()) * rr * 0.85;
      t += `<ellipse cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" rx="${f(10 + c.rng() * 30)}" ry="${f(6 + c.rng() * 16)}" transform="rotate(${f(c.rng() * 180)} ${f(cx + Math.cos(a) * d)} ${f(cy + Math.sin(a) * d)})" fill="${c.rng() > 0.5 ? '#c98a3c' : '#2b150a'}" opacity="${f(0.35 + c.rng() * 0.4)}"/>`;
    }
    return t + `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${metal}" stroke-width="10"/>`;
  };
  if (pairCased && !back) s += shell(215, 70, 215);
  // chain curling away from the bow
  const chain = sampleSmooth([[0, -290], [-120, -330], [-250, -250], [-270, -80], [-330, 60], [-300, 200]], 11);
  chain.forEach(([x, y], i) => {
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="12" ry="7" transform="rotate(${i * 47} ${f(x)} ${f(y)})" fill="none" stroke="${metal}" stroke-width="5"/>`;
  });
  s += `<ellipse cx="-300" cy="226" rx="16" ry="30" fill="none" stroke="${metal}" stroke-width="8"/>`;
  // bow, pendant, crown
  s += `<ellipse cx="0" cy="-262" rx="46" ry="40" fill="none" stroke="${shade(metal, 0.4)}" stroke-width="14"/><ellipse cx="0" cy="-262" rx="46" ry="40" fill="none" stroke="${metal}" stroke-width="9"/>`;
  s += `<rect x="-16" y="-232" width="32" height="40" rx="5" fill="${metalPlate(c, metal)}"/>`;
  s += `<rect x="-24" y="-250" width="48" height="22" rx="8" fill="${metalPlate(c, metal)}" stroke="${shade(metal, 0.4)}"/>`;
  for (let i = -20; i <= 20; i += 5) s += `<line x1="${i}" y1="-248" x2="${i}" y2="-230" stroke="${shade(metal, 0.4)}" stroke-width="1.5"/>`;
  s += `<circle r="${r}" fill="${shade(metal, 0.5)}"/><circle r="${r - 3}" fill="${rad(c, [[0, tint(metal, 0.5)], [0.6, metal], [1, shade(metal, 0.4)]], 0.35, 0.3, 0.8)}"/>`;
  if (back) {
    if (pairCased) {
      s += shell(0, 0, r - 2);
      for (let i = 0; i < 36; i++) {
        const a = (i / 36) * Math.PI * 2;
        s += `<circle cx="${f(Math.cos(a) * 150)}" cy="${f(Math.sin(a) * 150)}" r="3" fill="#d8d8d8"/>`;
      }
      s += `<circle r="60" fill="none" stroke="#d8d8d8" stroke-width="2" stroke-dasharray="3 7"/>`;
    } else {
      for (let i = 1; i < 30; i++) s += `<circle r="${i * 6}" fill="none" stroke="${shade(metal, 0.3)}" stroke-width="1" opacity="0.7"/>`;
      s += `<ellipse rx="60" ry="44" fill="${tint(metal, 0.3)}" stroke="${shade(metal, 0.4)}" stroke-width="2"/>`;
      s += text(0, 12, 'J.H.', 36, shade(metal, 0.5), { style: 'italic' });
    }
  } else {
    s += `<circle r="${r - 16}" fill="${shade(metal, 0.4)}"/><g>${dial(c, r - 22, { seconds: true })}</g>`;
    s += `<circle r="${r - 12}" fill="none" stroke="${tint(metal, 0.4)}" stroke-width="6"/>`;
  }
  s += `<ellipse cx="-60" cy="-90" rx="110" ry="40" transform="rotate(-35 -60 -90)" fill="#fff" opacity="0.1"/>`;
  return { svg: s, w: pairCased ? 860 : 700, h: 620, focus: [0, 0], flat: true, shape: 'circle', zoom: 1.9 };
};

const ring: Drawer = (c) => {
  const gold = metalTone(c.material, c.main);
  const stone = c.accent;
  const side = c.view === 'side';
  const sx = side ? 0.55 : 1;
  let s = '';
  // the shank: a thick band standing on its edge
  s += `<g transform="scale(${sx} 1)">`;
  s += `<ellipse cx="0" cy="-150" rx="140" ry="150" fill="none" stroke="${shade(gold, 0.5)}" stroke-width="30"/>`;
  s += `<ellipse cx="0" cy="-150" rx="140" ry="150" fill="none" stroke="${lin(c, [[0, shade(gold, 0.3)], [0.3, tint(gold, 0.55)], [0.5, gold], [0.8, shade(gold, 0.3)], [1, tint(gold, 0.2)]])}" stroke-width="24"/>`;
  s += `<path d="M-120 -70 A130 140 0 0 1 -60 -272" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="5"/>`;
  s += '</g>';
  // the head: a cluster of stones in claws
  const head = (x: number, y: number, rr: number) => {
    const facet = rad(c, [[0, tint(stone, 0.55)], [0.35, stone], [0.85, shade(stone, 0.55)], [1, shade(stone, 0.7)]], 0.35, 0.3, 0.7);
    let t = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr + 3)}" fill="${shade(gold, 0.3)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="${facet}"/>`;
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2;
      t += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(a) * rr)}" y2="${f(y + Math.sin(a) * rr)}" stroke="${shade(stone, 0.5)}" stroke-width="1.2" opacity="0.6"/>`;
    }
    t += `<circle cx="${f(x - rr * 0.35)}" cy="${f(y - rr * 0.35)}" r="${f(rr * 0.22)}" fill="#fff" opacity="0.85"/>`;
    for (let k = 0; k < 4; k++) {
      const a = (k / 4) * Math.PI * 2 + Math.PI / 4;
      t += `<circle cx="${f(x + Math.cos(a) * rr)}" cy="${f(y + Math.sin(a) * rr)}" r="${f(rr * 0.14)}" fill="${tint(gold, 0.3)}"/>`;
    }
    return t;
  };
  const hy = -310;
  s += `<ellipse cx="0" cy="${hy + 10}" rx="${f(105 * sx + 10)}" ry="40" fill="${shade(gold, 0.2)}"/>`;
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * Math.PI * 2;
    s += head(Math.cos(a) * 62 * sx, hy + Math.sin(a) * 48, 24);
  }
  s += head(0, hy, 40);
  return { svg: s, w: 330, h: 360, focus: [0, -300], footprint: 260, zoom: 2.2 };
};

/** A sparkling marcasite: a small faceted grey stone. */
function marcasite(x: number, y: number, r: number, lit: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#3b3d42"/><path d="M${f(x - r * 0.7)} ${f(y)} L${f(x)} ${f(y - r * 0.7)} L${f(x + r * 0.7)} ${f(y)} L${f(x)} ${f(y + r * 0.7)} Z" fill="${mix('#8d9097', '#ffffff', lit)}"/><circle cx="${f(x - r * 0.2)}" cy="${f(y - r * 0.25)}" r="${f(r * 0.28)}" fill="#fff" opacity="${f(0.4 + lit * 0.6)}"/>`;
}

const brooch: Drawer = (c) => {
  const back = c.view === 'back';
  const silver = metalTone('silver', c.main);
  // an Art Deco bow: two stepped fans either side of a rectangular centre stone
  const fan = (k: number) => `M${k * 40} -60 L${k * 150} -120 L${k * 230} -90 L${k * 260} 0 L${k * 230} 90 L${k * 150} 120 L${k * 40} 60 Z`;
  let s = '';
  for (const k of [-1, 1]) s += `<path d="${fan(k)}" fill="${shade(silver, 0.35)}" stroke="${shade(silver, 0.55)}" stroke-width="4"/>`;
  if (back) {
    for (const k of [-1, 1]) s += `<path d="${fan(k)}" fill="${metalPlate(c, silver)}"/>`;
    s += `<rect x="-60" y="-70" width="120" height="140" fill="${metalPlate(c, silver)}" stroke="${shade(silver, 0.5)}" stroke-width="3"/>`;
    s += `<path d="M-200 -20 L210 -20" stroke="${shade(silver, 0.2)}" stroke-width="8" stroke-linecap="round"/><circle cx="-210" cy="-20" r="14" fill="${metalPlate(c, silver)}" stroke="#555"/>`;
    s += `<path d="M200 -36 a18 18 0 1 1 0 32" fill="none" stroke="${shade(silver, 0.2)}" stroke-width="8"/>`;
    s += text(0, 40, 'STERLING', 18, shade(silver, 0.55), { weight: 'bold', spacing: 2 });
  } else {
    for (const k of [-1, 1]) {
      for (let row = 0; row < 5; row++) {
        const n = 5 + row * 2;
        for (let i = 0; i < n; i++) {
          const t = (i + 0.5) / n;
          const rr = 60 + row * 42;
          const a = (-0.75 + t * 1.5) * 0.9;
          const x = k * (30 + Math.cos(a) * rr * 0.95);
          const y = Math.sin(a) * rr * 0.7;
          if (Math.abs(x) > 40) s += marcasite(x, y, 10, c.rng());
        }
      }
    }
    s += `<rect x="-58" y="-68" width="116" height="136" rx="4" fill="${metalPlate(c, silver)}"/>`;
    s += `<rect x="-46" y="-56" width="92" height="112" rx="3" fill="${lin(c, [[0, tint(c.accent, 0.4)], [0.45, c.accent], [1, shade(c.accent, 0.6)]], 0, 0, 1, 1)}"/>`;
    s += `<rect x="-34" y="-44" width="68" height="88" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/><path d="M-40 -50 L-10 -50 L-40 -10 Z" fill="#fff" opacity="0.35"/>`;
    for (let i = 0; i < 10; i++) s += marcasite(-52 + i * 11.5, -76, 6, c.rng()) + marcasite(-52 + i * 11.5, 76, 6, c.rng());
  }
  return { svg: s, w: 540, h: 260, focus: [-120, 0], flat: true, shape: 'none', zoom: 1.9 };
};

const necklace: Drawer = (c) => {
  const gold = metalTone(c.material, c.main);
  const back = c.view === 'back';
  let s = '';
  const pearl = (x: number, y: number, r: number) =>
    `<circle cx="${f(x + 1.5)}" cy="${f(y + 2)}" r="${f(r)}" fill="#000" opacity="0.3"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${rad(c, [[0, '#ffffff'], [0.5, '#f1ece2'], [1, '#b9ae9c']], 0.35, 0.3, 0.7)}"/>`;
  // the strand of seed pearls hanging in a deep U from the top corners
  const strand = sampleSmooth([[-340, -300], [-270, -60], [-130, 100], [0, 138], [130, 100], [270, -60], [340, -300]], 12);
  strand.forEach(([x, y]) => (s += pearl(x, y, 8)));
  // the négligée: a pearl-set bar with two unequal drops, each a peridot in a collet and a pearl
  const drop = (x: number, len: number) => {
    let t = `<line x1="${x}" y1="170" x2="${x}" y2="${170 + len}" stroke="${gold}" stroke-width="3"/>`;
    for (let y = 180; y < 170 + len - 20; y += 14) t += pearl(x, y, 5);
    const sy = 170 + len + 10;
    t += `<ellipse cx="${x}" cy="${sy}" rx="22" ry="28" fill="${metalPlate(c, gold)}"/>`;
    t += back
      ? `<ellipse cx="${x}" cy="${sy}" rx="16" ry="22" fill="${shade(gold, 0.2)}"/>`
      : `<ellipse cx="${x}" cy="${sy}" rx="17" ry="23" fill="${rad(c, [[0, tint(c.accent, 0.6)], [0.5, c.accent], [1, shade(c.accent, 0.5)]], 0.35, 0.3, 0.7)}"/><ellipse cx="${x - 5}" cy="${sy - 8}" rx="4" ry="6" fill="#fff" opacity="0.8"/>`;
    t += pearl(x, sy + 50, 16);
    t += `<path d="M${x - 8} ${sy + 30} h16 l-3 8 h-10 z" fill="${gold}"/>`;
    return t;
  };
  s += `<ellipse cx="0" cy="160" rx="34" ry="20" fill="${metalPlate(c, gold)}"/>`;
  s += back ? '' : `<ellipse cx="0" cy="160" rx="22" ry="13" fill="${c.accent}"/>`;
  s += drop(-22, 90) + drop(22, 150);
  return { svg: `<g transform="scale(1.25) translate(0 -60)">${s}</g>`, w: 880, h: 740, focus: [0, 210], flat: true, shape: 'none', zoom: 2.1 };
};

// ───────────────────────────────────────────── furniture ────────────────────────────────────────

/** A wooden member (leg, rail, splat) as a filled shape with grain and a polished edge. */
function member(c: Ctx, d: string, base: string, box: [number, number, number, number], vertical = true): string {
  const cl = clip(c, d);
  return `<path d="${d}" fill="${woodPanel(c, base, vertical)}"/><g clip-path="${cl}">${grain(c, box[0], box[1], box[2], box[3], base, vertical, 1.4)}</g>` +
    `<path d="${d}" fill="none" stroke="${shade(base, 0.5)}" stroke-width="1.5" opacity="0.6"/>`;
}
const rectD = (x: number, y: number, w: number, h: number) => `M${f(x)} ${f(y)} h${f(w)} v${f(h)} h${f(-w)} Z`;

/** Damask upholstery: a fabric colour with a small repeating lighter motif. */
function damask(c: Ctx, x: number, y: number, w: number, h: number, col: string): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${col}"/>`;
  for (let yy = y + 12; yy < y + h; yy += 30) {
    for (let xx = x + ((yy / 30) % 2 ? 18 : 0); xx < x + w; xx += 36) {
      s += `<path d="M${xx} ${yy - 9} l7 9 l-7 9 l-7 -9 z" fill="${tint(col, 0.22)}" opacity="0.7"/>`;
    }
  }
  return s;
}

const chair: Drawer = (c) => {
  const wood = c.main;
  const fabric = c.accent;
  const back = c.view === 'back';
  let s = '';
  if (c.view === 'side') {
    // profile: a sabre back leg rising into the raked back, a straight tapered front leg, the seat
    s += member(c, tube([[-150, 0], [-168, -200], [-172, -440], [-190, -700], [-215, -940]], 34, 26), shade(wood, 0.05), [-240, -950, 120, 950]);
    s += member(c, poly([[160, 0], [184, 0], [194, -430], [150, -430]]), wood, [140, -440, 60, 440]);
    s += member(c, rectD(-176, -458, 372, 58), wood, [-180, -460, 380, 60], false);
    s += `<path d="M-176 -458 C-150 -508 150 -512 200 -470 L200 -458 Z" fill="${lin(c, [[0, tint(fabric, 0.25)], [1, shade(fabric, 0.3)]], 0, 0, 0, 1)}"/>`;
    s += member(c, tube([[-185, -560], [-196, -700], [-212, -920]], 26, 22), shade(wood, 0.15), [-240, -940, 80, 400]);
    s += `<path d="M-200 -930 q-30 -4 -40 20" stroke="${shade(wood, 0.2)}" stroke-width="20" fill="none"/>`;
    return { svg: s, w: 460, h: 960, focus: [0, -480], footprint: 420 };
  }
  // back legs (further away), front legs, seat rail and the drop-in seat
  for (const k of [-1, 1]) s += member(c, poly([[k * 160, -16], [k * 186, -16], [k * 190, -440], [k * 156, -440]]), shade(wood, 0.35), [k * 190 - (k > 0 ? 40 : 0), -440, 40, 430]);
  for (const k of [-1, 1]) s += member(c, poly([[k * 196, 0], [k * 218, 0], [k * 226, -420], [k * 186, -420]]), wood, [k * 226 - (k > 0 ? 40 : 0), -430, 44, 430]);
  for (const k of [-1, 1]) s += `<rect x="${k > 0 ? 190 : -222}" y="-10" width="32" height="10" fill="${shade(wood, 0.3)}"/>`;
  s += member(c, 'M-240 -458 L240 -458 L240 -404 Q0 -390 -240 -404 Z', wood, [-240, -460, 480, 70], false);
  s += `<path d="M-232 -404 Q0 -392 232 -404" stroke="${tint(wood, 0.3)}" stroke-width="2" fill="none"/>`;
  const seat = 'M-236 -458 C-240 -480 -200 -508 -190 -510 L190 -510 C200 -508 240 -480 236 -458 Z';
  s += `<g clip-path="${clip(c, seat)}">${damask(c, -240, -520, 480, 70, fabric)}<rect x="-240" y="-520" width="480" height="70" fill="${lin(c, [[0, '#000', 0.35], [0.6, '#fff', 0.08], [1, '#000', 0.15]], 0, 0, 0, 1)}"/></g>`;
  s += `<path d="M-236 -458 L236 -458" stroke="${tint(fabric, 0.3)}" stroke-width="3"/>`;
  // uprights and the shield back
  for (const k of [-1, 1]) s += member(c, poly([[k * 156, -440], [k * 190, -440], [k * 184, -600], [k * 160, -600]]), shade(wood, 0.1), [k * 190 - (k > 0 ? 40 : 0), -610, 40, 180]);
  const shield = 'M-60 -578 C-140 -586 -176 -610 -186 -660 C-200 -740 -202 -800 -196 -860 Q-194 -934 -120 -940 C-40 -952 40 -952 120 -940 Q194 -934 196 -860 C202 -800 200 -740 186 -660 C176 -610 140 -586 60 -578 Z';
  const inner = 'M-44 -604 C-120 -610 -150 -630 -158 -670 C-170 -740 -172 -800 -168 -852 Q-166 -904 -112 -910 C-40 -920 40 -920 112 -910 Q166 -904 168 -852 C172 -800 170 -740 158 -670 C150 -630 120 -610 44 -604 Z';
  s += `<path d="${shield} ${inner}" fill-rule="evenodd" fill="${woodPanel(c, wood, true)}"/>`;
  s += `<g clip-path="${clip(c, `${shield} ${inner}`)}">${grain(c, -210, -960, 420, 380, wood, true, 1.2)}</g>`;
  s += `<path d="${shield}" fill="none" stroke="${tint(wood, 0.28)}" stroke-width="2.5" opacity="0.8"/><path d="${inner}" fill="none" stroke="${shade(wood, 0.5)}" stroke-width="2"/>`;
  // five splats fanning up from the base of the shield, the centre one carved with wheat ears
  for (const x of [-110, -55, 0, 55, 110]) {
    const splat = tube([[0, -612], [x * 0.5, -720], [x * 0.9, -830], [x, -912]], 16, 26);
    s += member(c, splat, shade(wood, 0.05), [-130, -920, 260, 320]);
  }
  if (!back) {
    for (let i = 0; i < 5; i++) {
      const y = -860 + i * 22;
      s += `<ellipse cx="-8" cy="${y}" rx="7" ry="12" transform="rotate(-25 -8 ${y})" fill="${tint(wood, 0.2)}" stroke="${shade(wood, 0.5)}"/><ellipse cx="8" cy="${y}" rx="7" ry="12" transform="rotate(25 8 ${y})" fill="${tint(wood, 0.2)}" stroke="${shade(wood, 0.5)}"/>`;
    }
    s += `<path d="M-60 -930 q30 16 60 0 q30 16 60 0" stroke="${tint(wood, 0.25)}" stroke-width="5" fill="none"/>`;
  }
  s += `<path d="M-120 -925 C-60 -938 60 -938 120 -925" stroke="#fff" stroke-opacity="0.25" stroke-width="4" fill="none"/>`;
  if (back) s = `<g>${s}<path d="${seat}" fill="#000" opacity="0.15"/></g>`;
  return { svg: s, w: 480, h: 960, focus: [0, -800], footprint: 470, mirrorBack: false, zoom: 2.2 };
};

const cabinet: Drawer = (c) => {
  const wood = c.main;
  const gilt = metalTone('gilt', '#c79a3e');
  const back = c.view === 'back';
  const side = c.view === 'side';
  let s = '';
  if (side) {
    // the right-hand end receding: a darker panel in perspective
    const end = 'M450 -558 L560 -596 L560 -100 L450 -64 Z';
    s += `<path d="${end}" fill="${woodPanel(c, shade(wood, 0.25), true)}"/>`;
    s += `<g clip-path="${clip(c, end)}">${burr(c, 450, -600, 110, 540, wood, 40)}</g>`;
    s += `<path d="M470 -64 L580 -102 L580 -62 L470 -24 Z" fill="${shade(wood, 0.35)}"/>`;
    s += `<path d="M482 -594 L592 -632 L592 -596 L482 -558 Z" fill="${shade(wood, 0.2)}"/><path d="M-482 -594 L-372 -632 L592 -632 L482 -594 Z" fill="${tint(wood, 0.08)}"/>`;
  }
  for (const x of [-430, -150, 150, 430]) s += `<ellipse cx="${x}" cy="-14" rx="30" ry="17" fill="${woodPanel(c, shade(wood, 0.2))}"/>`;
  s += member(c, rectD(-470, -64, 940, 40), shade(wood, 0.1), [-470, -64, 940, 40], false);
  s += `<rect x="-470" y="-64" width="940" height="6" fill="${tint(wood, 0.25)}" opacity="0.6"/>`;
  if (back) {
    // plain pine back boards
    const pine = '#a27c4c';
    for (let i = 0; i < 6; i++) s += member(c, rectD(-450 + i * 150, -560, 150, 496), mix(pine, '#7a5a35', c.rng() * 0.4), [-450 + i * 150, -560, 150, 496], true);
    s += member(c, rectD(-480, -590, 960, 32), shade(wood, 0.2), [-480, -590, 960, 32], false);
    for (let i = 0; i < 24; i++) s += `<circle cx="${-440 + (i % 12) * 80}" cy="${i < 12 ? -540 : -80}" r="3" fill="#333"/>`;
    return { svg: s, w: 980, h: 640, focus: [0, -300], footprint: 960 };
  }
  s += `<path d="${rectD(-450, -560, 900, 496)}" fill="${woodPanel(c, wood)}"/>`;
  s += `<g clip-path="${clip(c, rectD(-450, -560, 900, 496))}">${burr(c, -450, -560, 900, 496, wood, 260)}</g>`;
  // frieze with inlaid stringing and gilt mounts
  s += `<rect x="-450" y="-560" width="900" height="44" fill="${shade(wood, 0.12)}"/><rect x="-440" y="-550" width="880" height="24" fill="none" stroke="${tint(wood, 0.55)}" stroke-width="2"/>`;
  for (const x of [-300, 300]) s += `<path d="M${x - 40} -538 q40 -18 80 0 q-40 18 -80 0" fill="${metalPlate(c, gilt)}"/>`;
  // the glazed bowed ends
  for (const k of [-1, 1]) {
    const x0 = k < 0 ? -440 : 210;
    s += `<rect x="${x0}" y="-505" width="230" height="430" fill="${shade(wood, 0.2)}"/>`;
    s += `<rect x="${x0 + 14}" y="-491" width="202" height="402" fill="${lin(c, [[0, shade(wood, 0.75)], [1, shade(wood, 0.6)]], 0, 0, 0, 1)}"/>`;
    for (const y of [-360, -230]) s += `<rect x="${x0 + 14}" y="${y}" width="202" height="8" fill="${shade(wood, 0.45)}"/>`;
    s += `<path d="M${x0 + 30} -491 L${x0 + 120} -491 L${x0 + 40} -89 L${x0 + 14} -89 L${x0 + 14} -420 Z" fill="#fff" opacity="0.1"/>`;
    s += `<rect x="${x0 + 14}" y="-491" width="202" height="402" fill="none" stroke="${gilt}" stroke-width="4"/>`;
  }
  // pilasters with gilt mounts
  for (const x of [-205, 175]) {
    s += `<rect x="${x}" y="-505" width="30" height="430" fill="${shade(wood, 0.1)}"/>`;
    s += `<path d="M${x + 15} -500 q14 20 0 60 q-14 -40 0 -60" fill="${metalPlate(c, gilt)}"/><path d="M${x + 15} -80 q14 -20 0 -50 q-14 30 0 50" fill="${metalPlate(c, gilt)}"/>`;
  }
  // the central door: cross-banding and an oval of floral marquetry
  s += `<rect x="-170" y="-505" width="340" height="430" fill="${mix(wood, '#c58a4a', 0.35)}"/>`;
  s += `<g clip-path="${clip(c, rectD(-170, -505, 340, 430))}">${grain(c, -170, -505, 340, 430, mix(wood, '#c58a4a', 0.35), true, 1.5)}</g>`;
  s += `<rect x="-148" y="-483" width="296" height="386" fill="${woodPanel(c, wood)}"/>`;
  s += `<g clip-path="${clip(c, rectD(-148, -483, 296, 386))}">${burr(c, -148, -483, 296, 386, wood, 120)}</g>`;
  s += `<ellipse cx="0" cy="-290" rx="112" ry="158" fill="#d9b77a" stroke="${shade(wood, 0.5)}" stroke-width="3"/>`;
  s += `<ellipse cx="0" cy="-290" rx="100" ry="146" fill="none" stroke="#2a1a10" stroke-width="2"/>`;
  // marquetry flowers: flat inlaid colours with dark engraved outlines
  const flo = c.accent;
  s += `<path d="M0 -170 C-10 -230 10 -300 0 -380" stroke="#5c4020" stroke-width="5" fill="none"/>`;
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.45;
    const x = Math.cos(a) * (60 + (i % 2) * 30);
    const y = -300 + Math.sin(a) * (90 + (i % 3) * 20) * 0.9;
    s += `<ellipse cx="${f(x * 0.6)}" cy="${f(y + 40)}" rx="22" ry="8" transform="rotate(${f(a * 57)} ${f(x * 0.6)} ${f(y + 40)})" fill="#6f7d3c" stroke="#2a1a10" stroke-width="1.5"/>`;
    const col = mix(flo, ['#e0c070', '#b0483a', '#f0e0c0'][i % 3]!, 0.4);
    for (let p = 0; p < 5; p++) {
      const pa = (p / 5) * Math.PI * 2;
      s += `<ellipse cx="${f(x + Math.cos(pa) * 11)}" cy="${f(y + Math.sin(pa) * 11)}" rx="10" ry="6" transform="rotate(${f(pa * 57)} ${f(x + Math.cos(pa) * 11)} ${f(y + Math.sin(pa) * 11)})" fill="${col}" stroke="#2a1a10" stroke-width="1.2"/>`;
    }
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="#3a2614"/>`;
  }
  s += `<path d="M-8 -150 h16 l-3 20 h-10 z" fill="${gilt}"/><ellipse cx="128" cy="-290" rx="8" ry="14" fill="${metalPlate(c, gilt)}"/><rect x="126" y="-292" width="4" height="10" fill="#111"/>`;
  // the top: overhanging, polished, with a moulded edge
  s += `<rect x="-482" y="-594" width="964" height="36" rx="6" fill="${woodPanel(c, shade(wood, 0.05))}"/>`;
  s += `<rect x="-482" y="-594" width="964" height="6" rx="3" fill="${tint(wood, 0.45)}" opacity="0.7"/><rect x="-482" y="-566" width="964" height="4" fill="${shade(wood, 0.5)}" opacity="0.6"/>`;
  return { svg: s, w: side ? 1100 : 980, h: 640, focus: [0, -300], footprint: 960, zoom: 2.3 };
};

const chest: Drawer = (c) => {
  const oak = c.main;
  const hi = c.accent;
  const back = c.view === 'back';
  const side = c.view === 'side';
  let s = '';
  if (side) {
    const end = 'M390 -490 L500 -528 L500 -38 L390 0 Z';
    s += `<path d="${end}" fill="${woodPanel(c, shade(oak, 0.3), true)}"/><g clip-path="${clip(c, end)}">${grain(c, 390, -540, 120, 540, shade(oak, 0.3), true, 1.2)}</g>`;
    s += `<path d="M410 -420 L480 -444 L480 -150 L410 -130 Z" fill="${shade(oak, 0.4)}" stroke="${shade(oak, 0.6)}" stroke-width="3"/>`;
    s += `<path d="M405 -522 L515 -560 L515 -526 L405 -488 Z" fill="${shade(oak, 0.2)}"/><path d="M-405 -522 L-295 -560 L515 -560 L405 -522 Z" fill="${tint(oak, 0.06)}"/>`;
  }
  // stiles running down into the feet
  for (const x of [-390, 330]) s += member(c, rectD(x, -490, 60, 490), oak, [x, -490, 60, 490]);
  if (back) {
    const iron = '#2e2c2a';
    for (let i = 0; i < 3; i++) s += member(c, rectD(-330, -490 + i * 125, 660, 125), mix(oak, '#6b5237', c.rng() * 0.5), [-330, -490 + i * 125, 660, 125], false);
    for (let i = 0; i < 12; i++) s += `<path d="M${-320 + c.rng() * 640} ${-480 + c.rng() * 360} l${f(20 + c.rng() * 40)} ${f(-6 + c.rng() * 12)}" stroke="${shade(oak, 0.5)}" stroke-width="2" opacity="0.5"/>`;
    for (const x of [-220, 220]) s += `<path d="M${x - 16} -520 h32 v110 q-16 20 -32 0 z" fill="${iron}"/><circle cx="${x}" cy="-470" r="5" fill="#555"/><circle cx="${x}" cy="-430" r="5" fill="#555"/>`;
  } else {
    // top rail carved with lunettes, two muntins, three panels with lozenges, the bottom rail
    s += member(c, rectD(-330, -490, 660, 64), oak, [-330, -490, 660, 64], false);
    for (let i = 0; i < 11; i++) {
      const x = -300 + i * 60;
      s += `<path d="M${x - 26} -432 a26 26 0 0 1 52 0" fill="${shade(oak, 0.35)}" stroke="${hi}" stroke-width="2.5"/><path d="M${x - 14} -432 a14 14 0 0 1 28 0" fill="none" stroke="${shade(oak, 0.55)}" stroke-width="3"/>`;
    }
    s += member(c, rectD(-330, -150, 660, 60), oak, [-330, -150, 660, 60], false);
    for (const x of [-122, 82]) s += member(c, rectD(x, -426, 40, 276), oak, [x, -426, 40, 276]);
    for (const [x0, x1] of [[-330, -122], [-82, 82], [122, 330]] as Pt[]) {
      const w = x1 - x0;
      const cx = (x0 + x1) / 2;
      s += `<rect x="${x0}" y="-426" width="${w}" height="276" fill="${shade(oak, 0.15)}"/>`;
      s += `<g clip-path="${clip(c, rectD(x0, -426, w, 276))}">${grain(c, x0, -426, w, 276, shade(oak, 0.15), true)}</g>`;
      s += `<rect x="${x0 + 6}" y="-420" width="${w - 12}" height="264" fill="none" stroke="${shade(oak, 0.5)}" stroke-width="6"/>`;
      s += `<path d="M${cx} -400 L${x1 - 22} -288 L${cx} -176 L${x0 + 22} -288 Z" fill="${shade(oak, 0.3)}" stroke="${hi}" stroke-width="3"/>`;
      s += `<path d="M${cx} -360 L${x1 - 52} -288 L${cx} -216 L${x0 + 52} -288 Z" fill="none" stroke="${shade(oak, 0.6)}" stroke-width="4"/>`;
      s += `<circle cx="${cx}" cy="-288" r="18" fill="${shade(oak, 0.45)}" stroke="${hi}" stroke-width="2.5"/>`;
      for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as Pt[]) s += `<circle cx="${cx + dx * (w / 2 - 22)}" cy="${-288 + dy * 110}" r="9" fill="none" stroke="${hi}" stroke-width="2"/>`;
    }
    for (let i = 0; i < 3; i++) s += `<ellipse cx="${-200 + i * 200}" cy="-460" rx="60" ry="8" fill="#fff" opacity="0.08"/>`;
  }
  // the lid with its moulded front edge
  s += member(c, rectD(-405, -522, 810, 34), shade(oak, 0.05), [-405, -522, 810, 34], false);
  s += `<rect x="-405" y="-522" width="810" height="5" fill="${tint(oak, 0.35)}" opacity="0.6"/>`;
  return { svg: s, w: side ? 920 : 820, h: 540, focus: [-200, -290], footprint: 800, zoom: 2.2 };
};

// ───────────────────────────────────────────── paper, pictures, books, textiles ─────────────────

/** Aged paper: a toned sheet, darker at the edges, a few foxing spots. */
function paperSheet(c: Ctx, x: number, y: number, w: number, h: number, col: string, foxing = 8): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${col}"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${rad(c, [[0, '#fff', 0.25], [0.7, '#fff', 0], [1, '#6b4a1a', 0.22]], 0.45, 0.45, 0.75)}"/>`;
  for (let i = 0; i < foxing; i++) s += `<circle cx="${f(x + c.rng() * w)}" cy="${f(y + c.rng() * h)}" r="${f(1.5 + c.rng() * 4)}" fill="#8a5a2a" opacity="${f(0.12 + c.rng() * 0.2)}"/>`;
  return s;
}
/*
 * Hatching, weave and knots are drawn as plain lines clipped to their shape rather than as SVG
 * patterns: librsvg renders patterns slowly (hundreds of milliseconds for a fine pattern over a
 * close-up), while one path of a hundred lines is nearly free.
 */
type Box = [number, number, number, number];
const ellipseD = (cx: number, cy: number, rx: number, ry: number) =>
  `M${f(cx - rx)} ${f(cy)} a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0 a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0 Z`;

/** An engraver's hatching: parallel lines at `angle` degrees over the box, clipped to `clipD` (the box by default). */
function hatch(c: Ctx, box: Box, ink: string, gap: number, angle: number, width: number, opacity = 1, clipD?: string): string {
  const [x, y, w, h] = box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.hypot(w, h) / 2;
  let d = '';
  for (let t = -r; t <= r; t += gap) d += `M${f(cx + t)} ${f(cy - r)}V${f(cy + r)}`;
  return `<g clip-path="${clip(c, clipD ?? rectD(x, y, w, h))}"><path d="${d}" transform="rotate(${angle} ${f(cx)} ${f(cy)})" fill="none" stroke="${ink}" stroke-width="${width}" stroke-opacity="${opacity}"/></g>`;
}
/** A square grid of lines over the box (linen weave, knots), optionally with faint diagonals. */
function gridLines(box: Box, stroke: string, gap: number, width: number, opacity = 1, diagonal: string | null = null): string {
  const [x, y, w, h] = box;
  let d = '';
  for (let t = 0; t <= w; t += gap) d += `M${f(x + t)} ${f(y)}v${f(h)}`;
  for (let t = 0; t <= h; t += gap) d += `M${f(x)} ${f(y + t)}h${f(w)}`;
  let diag = '';
  if (diagonal) for (let t = -h; t <= w; t += gap) diag += `M${f(x + Math.max(t, 0))} ${f(y + Math.max(-t, 0))}L${f(x + Math.min(t + h, w))} ${f(y + Math.min(w - t, h))}`;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-opacity="${opacity}"/>` +
    (diagonal ? `<path d="${diag}" fill="none" stroke="${diagonal}" stroke-width="0.6" stroke-opacity="0.2"/>` : '');
}
/** A carved and gilded frame around an opening (ow × oh), frame width fw. */
function giltFrame(c: Ctx, ow: number, oh: number, fw: number, gold: string, dark = false): string {
  const x0 = -ow / 2 - fw;
  const y0 = -oh / 2 - fw;
  const x1 = ow / 2 + fw;
  const y1 = oh / 2 + fw;
  const ix0 = -ow / 2;
  const iy0 = -oh / 2;
  const ix1 = ow / 2;
  const iy1 = oh / 2;
  const side = (pts: Pt[], t: number) => `<path d="${poly(pts)}" fill="${lin(c, [[0, t > 0 ? tint(gold, t) : shade(gold, -t)], [0.5, gold], [1, shade(gold, 0.35)]], 0, 0, 1, 1)}"/>`;
  let s = side([[x0, y0], [x1, y0], [ix1, iy0], [ix0, iy0]], 0.45) + side([[x0, y0], [ix0, iy0], [ix0, iy1], [x0, y1]], 0.25) +
    side([[x1, y0], [x1, y1], [ix1, iy1], [ix1, iy0]], -0.2) + side([[x0, y1], [ix0, iy1], [ix1, iy1], [x1, y1]], -0.35);
  // a raised moulding half way, beading along the sight edge, corner ornaments
  const mid = fw * 0.45;
  s += `<rect x="${f(x0 + mid)}" y="${f(y0 + mid)}" width="${f(x1 - x0 - 2 * mid)}" height="${f(y1 - y0 - 2 * mid)}" fill="none" stroke="${tint(gold, 0.5)}" stroke-width="${f(fw * 0.08)}" opacity="0.8"/>`;
  s += `<rect x="${f(x0 + mid + fw * 0.06)}" y="${f(y0 + mid + fw * 0.06)}" width="${f(x1 - x0 - 2 * mid - fw * 0.12)}" height="${f(y1 - y0 - 2 * mid - fw * 0.12)}" fill="none" stroke="${shade(gold, 0.45)}" stroke-width="${f(fw * 0.05)}"/>`;
  if (!dark) {
    const n = Math.round((ow + oh) / 12);
    const per = (2 * (ow + oh)) / n;
    for (let i = 0; i < n; i++) {
      let d = i * per;
      let bx: number;
      let by: number;
      if (d < ow) [bx, by] = [ix0 + d, iy0 - 6];
      else if ((d -= ow) < oh) [bx, by] = [ix1 + 6, iy0 + d];
      else if ((d -= oh) < ow) [bx, by] = [ix1 - d, iy1 + 6];
      else [bx, by] = [ix0 - 6, iy1 - (d - ow)];
      s += `<circle cx="${f(bx)}" cy="${f(by)}" r="4.5" fill="${tint(gold, 0.25)}" stroke="${shade(gold, 0.4)}" stroke-width="1"/>`;
    }
    for (const [cx, cy] of [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] as Pt[]) {
      const kx = cx < 0 ? 1 : -1;
      const ky = cy < 0 ? 1 : -1;
      s += `<path d="M${f(cx + kx * 6)} ${f(cy + ky * 6)} q${f(kx * fw * 0.9)} ${f(ky * 10)} ${f(kx * fw * 1.3)} ${f(ky * fw * 0.5)} q${f(-kx * fw * 0.3)} ${f(ky * fw * 0.5)} ${f(-kx * fw * 0.8)} ${f(ky * fw * 0.8)} q${f(-kx * 10)} ${f(-ky * fw * 0.4)} ${f(-kx * fw * 0.5)} ${f(-ky * fw * 1.3)} z" fill="${tint(gold, 0.2)}" stroke="${shade(gold, 0.45)}" stroke-width="2"/>`;
    }
  }
  s += `<rect x="${f(ix0)}" y="${f(iy0)}" width="${f(ow)}" height="${f(oh)}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="4"/>`;
  return s;
}

const banknote: Drawer = (c) => {
  const w = 900;
  const h = 566;
  const ink = '#191919';
  const back = c.view === 'back';
  let s = paperSheet(c, -w / 2, -h / 2, w, h, '#f3efe4', 10);
  const printing = () => {
    let p = '';
    p += `<ellipse cx="-340" cy="-150" rx="62" ry="78" fill="none" stroke="${ink}" stroke-width="3"/>` + hatch(c, [-394, -220, 108, 140], ink, 4, 0, 0.8, 0.55, ellipseD(-340, -150, 54, 70));
    p += `<g transform="translate(-340 -150) scale(0.3)">${britannia('#f3efe4')}</g>`;
    p += text(40, -180, 'Bank of England', 64, ink, { style: 'italic', weight: 'bold' });
    p += text(300, -120, 'B45 047391', 22, ink, { font: MONO });
    p += text(20, -90, 'I Promise to pay the Bearer on Demand', 32, ink, { style: 'italic' });
    p += text(20, -40, `the Sum of ${c.spec.label ?? 'Five Pounds'}`, 36, ink, { style: 'italic' });
    p += text(-300, 20, `London ${c.spec.year ?? '1947'} Sept. 12`, 26, ink, { style: 'italic', anchor: 'start' });
    p += text(200, 90, 'For the Gov.r and Comp.a of the', 20, ink, { style: 'italic' });
    p += text(200, 120, 'BANK of ENGLAND', 24, ink, { weight: 'bold', spacing: 2 });
    p += `<path d="M110 180 c20 -40 30 -10 40 -30 c10 -30 30 10 40 -10 c14 -24 20 20 44 -8 c10 -10 20 20 40 -6 c20 -20 30 10 60 0" stroke="${ink}" stroke-width="3" fill="none"/>`;
    p += text(200, 215, 'Chief Cashier.', 18, ink, { style: 'italic' });
    p += `<rect x="-410" y="110" width="250" height="130" fill="none" stroke="${ink}" stroke-width="2"/><rect x="-402" y="118" width="234" height="114" fill="none" stroke="${ink}" stroke-width="1"/>`;
    p += text(-285, 200, 'Five', 84, ink, { style: 'italic', weight: 'bold' });
    p += text(-380, 262, 'B45 047391', 18, ink, { font: MONO, anchor: 'start' });
    return p;
  };
  if (back) {
    s += `<g transform="scale(-1 1)" opacity="0.07">${printing()}</g>`;
    s += text(380, 240, '£5', 22, '#6b6b6b', { style: 'italic', extra: ' opacity="0.6"' });
  } else {
    s += printing();
  }
  // fold lines
  s += `<line x1="0" y1="${-h / 2}" x2="6" y2="${h / 2}" stroke="#fff" stroke-width="3" opacity="0.7"/><line x1="3" y1="${-h / 2}" x2="9" y2="${h / 2}" stroke="#7a6a50" stroke-width="1.5" opacity="0.35"/>`;
  s += `<line x1="${-w / 2}" y1="4" x2="${w / 2}" y2="-2" stroke="#7a6a50" stroke-width="1.2" opacity="0.25"/>`;
  return { svg: s, w, h, focus: [150, 130], flat: true, shape: 'rect', zoom: 2.2 };
};

const stamp: Drawer = (c) => {
  const back = c.view === 'back';
  const paper = '#efe6cf';
  let s = paperSheet(c, -192, -236, 384, 472, paper, 3);
  if (back) {
    s += `<rect x="-192" y="-236" width="384" height="472" fill="#d9c38a" opacity="0.35"/>`;
    s += `<rect x="-120" y="-236" width="200" height="90" fill="#f7f3ea" opacity="0.7" transform="rotate(-3)"/>`;
    s += `<g transform="scale(-1 1)" opacity="0.08"><rect x="-170" y="-212" width="340" height="424" fill="#000"/></g>`;
    s += text(0, 120, c.spec.label ?? 'Pl. 6  T-F', 30, '#6a6a6a', { style: 'italic', extra: ' opacity="0.8"' });
    return { svg: s, w: 384, h: 472, focus: [0, 60], flat: true, shape: 'rect', zoom: 2 };
  }
  const ink = c.main;
  s += `<rect x="-170" y="-212" width="340" height="424" fill="${ink}"/>`;
  // engine-turned background
  let et = '';
  for (let y = -200; y < 200; y += 7) {
    const pts: Pt[] = [];
    for (let x = -170; x <= 170; x += 20) pts.push([x, y + Math.sin(x * 0.09 + y * 0.05) * 4]);
    et += `<path d="${smooth(pts)}" stroke="#6d6a64" stroke-width="1.3" fill="none" opacity="0.55"/>`;
  }
  s += `<g clip-path="${clip(c, rectD(-170, -160, 340, 312))}">${et}</g>`;
  s += `<g transform="translate(-4 -2) scale(1.12)">${bust(c, '#cfcbc2', -1, 'bun')}</g>`;
  s += `<rect x="-170" y="-212" width="340" height="52" fill="${ink}"/><rect x="-170" y="152" width="340" height="60" fill="${ink}"/>`;
  s += text(0, -172, 'POSTAGE', 40, '#e6e2d8', { weight: 'bold', spacing: 6 });
  s += text(0, 196, 'ONE PENNY.', 30, '#e6e2d8', { weight: 'bold', spacing: 1 });
  for (const x of [-146, 146]) s += `<path d="M${x} -206 l6 18 l18 6 l-18 6 l-6 18 l-6 -18 l-18 -6 l18 -6 z" fill="#e6e2d8"/>`;
  const letters = 'ABCDEFGHIJKLMNOPQRST';
  const check = c.spec.label?.match(/\b([A-T])-([A-L])\b/);
  const fixed = check ? [check[1]!, check[2]!] : [];
  const pick = () => fixed.shift() ?? letters[Math.floor(c.rng() * letters.length)]!;
  for (const x of [-146, 146]) {
    s += `<rect x="${x - 17}" y="160" width="34" height="44" fill="#e6e2d8"/>`;
    s += text(x, 194, pick(), 32, ink, { weight: 'bold' });
  }
  // the red Maltese cross cancellation, partly over the design
  const red = c.accent;
  let cross = '';
  for (let i = 0; i < 4; i++) cross += `<path d="M0 -24 C-30 -70 -40 -90 -46 -110 Q0 -90 46 -110 C40 -90 30 -70 0 -24 Z" transform="rotate(${i * 90})" fill="none" stroke="${red}" stroke-width="9"/>`;
  s += `<g transform="translate(95 70) rotate(12) scale(0.72)" opacity="0.62">${cross}<circle r="128" fill="none" stroke="${red}" stroke-width="7"/></g>`;
  return { svg: s, w: 384, h: 472, focus: [-80, 170], flat: true, shape: 'rect', zoom: 2 };
};

const painting: Drawer = (c) => {
  const ow = 720;
  const oh = 520;
  const fw = 90;
  const gold = '#b8923e';
  const back = c.view === 'back';
  let s = '';
  if (back) {
    const wood = '#6b4a2a';
    s += `<rect x="${-ow / 2 - fw}" y="${-oh / 2 - fw}" width="${ow + 2 * fw}" height="${oh + 2 * fw}" fill="${woodPanel(c, wood)}"/>`;
    s += grain(c, -ow / 2 - fw, -oh / 2 - fw, ow + 2 * fw, oh + 2 * fw, wood, false, 0.6);
    s += `<rect x="${-ow / 2 - 10}" y="${-oh / 2 - 10}" width="${ow + 20}" height="${oh + 20}" fill="#cdbf9f"/>`;
    for (let i = 0; i < 60; i++) s += `<line x1="${-ow / 2}" y1="${-oh / 2 + i * 9}" x2="${ow / 2}" y2="${-oh / 2 + i * 9}" stroke="#a99a78" stroke-width="1" opacity="0.5"/>`;
    const bar = '#b58c55';
    for (const r of [rectD(-ow / 2 - 10, -oh / 2 - 10, ow + 20, 60), rectD(-ow / 2 - 10, oh / 2 - 50, ow + 20, 60), rectD(-ow / 2 - 10, -oh / 2 - 10, 60, oh + 20), rectD(ow / 2 - 50, -oh / 2 - 10, 60, oh + 20), rectD(-30, -oh / 2 - 10, 60, oh + 20)]) {
      s += member(c, r, bar, [-ow / 2 - 10, -oh / 2 - 10, ow + 20, oh + 20], false);
    }
    for (const [x, y] of [[-ow / 2 + 50, -oh / 2 + 50], [ow / 2 - 50, -oh / 2 + 50], [-ow / 2 + 50, oh / 2 - 50], [ow / 2 - 50, oh / 2 - 50]] as Pt[]) s += `<path d="M${x - 14} ${y - 14} l28 0 l-28 28 z" fill="#8a6a3a"/>`;
    s += `<rect x="-200" y="-90" width="170" height="110" fill="#f1ead6" transform="rotate(-2)"/>` + text(-115, -50, 'ROYAL SCOTTISH', 16, '#333', { weight: 'bold' }) + text(-115, -28, 'ACADEMY', 16, '#333', { weight: 'bold' }) + text(-115, 4, 'No. 214', 18, '#333', { style: 'italic' });
    s += `<path d="M80 -160 c20 -20 40 10 60 -10 M90 -120 l50 0" stroke="#f4f1ea" stroke-width="5" fill="none" opacity="0.8"/>`;
    s += `<path d="M${-ow / 2 + 30} -140 Q0 -220 ${ow / 2 - 30} -140" stroke="#8a8a8a" stroke-width="2" fill="none"/>`;
    return { svg: s, w: ow + 2 * fw, h: oh + 2 * fw, focus: [-115, -40], flat: true, shape: 'rect', zoom: 2 };
  }
  const cw = ow / 2;
  const ch = oh / 2;
  const sky = c.main;
  const ground = c.accent;
  let p = `<rect x="${-cw}" y="${-ch}" width="${ow}" height="${oh}" fill="${lin(c, [[0, shade(sky, 0.15)], [0.45, tint(sky, 0.35)], [0.62, mix(sky, '#f2d9a8', 0.6)]], 0, 0, 0, 1)}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = -cw + c.rng() * ow;
    const y = -ch + 40 + c.rng() * 120;
    for (let k = 0; k < 6; k++) p += `<ellipse cx="${f(x + (c.rng() - 0.5) * 140)}" cy="${f(y + (c.rng() - 0.5) * 30)}" rx="${f(40 + c.rng() * 50)}" ry="${f(16 + c.rng() * 14)}" fill="#fbf6ea" opacity="0.35"/>`;
  }
  const ridge = (base: number, amp: number, col: string) => {
    const pts: Pt[] = [[-cw - 10, ch]];
    for (let x = -cw - 10; x <= cw + 10; x += 40) pts.push([x, base - c.rng() * amp - Math.sin(x / 120) * amp * 0.3]);
    pts.push([cw + 10, ch]);
    return `<path d="${smooth(pts)} Z" fill="${col}"/>`;
  };
  p += ridge(-20, 150, mix(sky, '#8a8fa8', 0.55)) + ridge(30, 110, mix(shade(sky, 0.35), '#5b5f4a', 0.5));
  p += `<rect x="${-cw}" y="50" width="${ow}" height="70" fill="${lin(c, [[0, tint(sky, 0.45)], [1, shade(sky, 0.1)]], 0, 0, 0, 1)}"/>`;
  for (let i = 0; i < 14; i++) p += `<line x1="${f(-cw + c.rng() * ow)}" y1="${f(56 + c.rng() * 60)}" x2="${f(-cw + c.rng() * ow)}" y2="${f(56 + c.rng() * 60)}" stroke="#fff" stroke-width="1.5" opacity="0.35"/>`;
  p += ridge(140, 40, mix(ground, '#5e6a2e', 0.4)) + ridge(200, 30, shade(ground, 0.2));
  for (let i = 0; i < 180; i++) {
    const x = -cw + c.rng() * ow;
    const y = 130 + c.rng() * 130;
    p += `<path d="M${f(x)} ${f(y)} l${f(4 + c.rng() * 8)} ${f(-2 - c.rng() * 6)}" stroke="${mix(ground, ['#7a6a2a', '#8a4a6a', '#4a5a2a', '#b08a4a'][i % 4]!, 0.5)}" stroke-width="3" opacity="0.6"/>`;
  }
  // a stand of Scots pines and a few Highland cattle by the water
  for (let i = 0; i < 3; i++) {
    const x = -cw + 60 + i * 45;
    p += `<path d="M${x} 180 l3 -160" stroke="#3a2a1a" stroke-width="6"/>`;
    for (let k = 0; k < 6; k++) p += `<ellipse cx="${f(x + (c.rng() - 0.5) * 70)}" cy="${f(20 + c.rng() * 70 - i * 10)}" rx="${f(24 + c.rng() * 20)}" ry="${f(12 + c.rng() * 8)}" fill="${mix('#23351f', '#3d5a2a', c.rng())}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const x = 60 + i * 50;
    const y = 150 + (i % 2) * 14;
    p += `<ellipse cx="${x}" cy="${y}" rx="22" ry="12" fill="#8a4a22"/><circle cx="${x + 20}" cy="${y - 6}" r="8" fill="#7a3e1c"/><path d="M${x + 14} ${y - 12} l-8 -6 M${x + 26} ${y - 12} l8 -6" stroke="#e8dcc0" stroke-width="2"/><path d="M${x - 14} ${y + 8} v12 M${x + 12} ${y + 8} v12" stroke="#5a2e14" stroke-width="4"/>`;
  }
  p += text(cw - 30, ch - 24, `${c.spec.label ?? 'J. Docharty'} ${c.spec.year ?? ''}`.trim(), 18, '#5a2a14', { style: 'italic', anchor: 'end' });
  // yellowed varnish and craquelure
  p += `<rect x="${-cw}" y="${-ch}" width="${ow}" height="${oh}" fill="#8a6a20" opacity="0.13"/>`;
  for (let i = 0; i < 40; i++) {
    const x = -cw + c.rng() * ow;
    const y = -ch + c.rng() * oh;
    p += `<path d="M${f(x)} ${f(y)} l${f((c.rng() - 0.5) * 40)} ${f((c.rng() - 0.5) * 40)} l${f((c.rng() - 0.5) * 30)} ${f((c.rng() - 0.5) * 30)}" stroke="#2a1a0a" stroke-width="0.8" fill="none" opacity="0.18"/>`;
  }
  s += `<g clip-path="${clip(c, rectD(-cw, -ch, ow, oh))}">${p}</g>`;
  s += giltFrame(c, ow, oh, fw, gold);
  return { svg: s, w: ow + 2 * fw, h: oh + 2 * fw, focus: [40, 120], flat: true, shape: 'rect', zoom: 2.2 };
};

const print: Drawer = (c) => {
  const ink = c.main;
  const iw = 380;
  const ih = 460;
  const mount = 90;
  const fw = 34;
  const back = c.view === 'back';
  const ow = iw + 2 * mount;
  const oh = ih + 2 * mount;
  let s = '';
  if (back) {
    s += `<rect x="${-ow / 2 - fw}" y="${-oh / 2 - fw}" width="${ow + 2 * fw}" height="${oh + 2 * fw}" fill="#2a2220"/>`;
    s += paperSheet(c, -ow / 2 - 4, -oh / 2 - 4, ow + 8, oh + 8, '#8a6a45', 0);
    s += `<rect x="-120" y="-80" width="240" height="130" fill="#efe7d2"/>` + text(0, -44, 'J. & W. VOKINS', 22, '#333', { weight: 'bold' }) + text(0, -16, 'Carvers, Gilders & Printsellers', 14, '#333', { style: 'italic' }) + text(0, 10, '14 & 16 Great Portland St.', 14, '#333') + text(0, 34, 'LONDON', 16, '#333', { weight: 'bold' });
    s += `<path d="M${-ow / 2 + 20} -200 Q0 -290 ${ow / 2 - 20} -200" stroke="#8a8a8a" stroke-width="2" fill="none"/>`;
    return { svg: s, w: ow + 2 * fw, h: oh + 2 * fw, focus: [0, -20], flat: true, shape: 'rect', zoom: 2 };
  }
  s += `<rect x="${-ow / 2}" y="${-oh / 2}" width="${ow}" height="${oh}" fill="#efe9da"/>`;
  s += `<rect x="${-iw / 2 - 8}" y="${-ih / 2 - 8}" width="${iw + 16}" height="${ih + 16}" fill="#fffdf6"/><rect x="${-iw / 2 - 4}" y="${-ih / 2 - 4}" width="${iw + 8}" height="${ih + 8}" fill="#d8cfb8"/>`;
  let p = paperSheet(c, -iw / 2, -ih / 2, iw, ih, '#efe3c6', 6);
  p += hatch(c, [-iw / 2, -ih / 2, iw, 150], ink, 5, 90, 0.9, 0.55);
  p += hatch(c, [-190, -170, 90, 400], ink, 4, 45, 1, 1, 'M-190 -160 L-100 -170 L-100 230 L-190 230 Z') + `<path d="M-190 -160 L-100 -170 L-100 230 L-190 230 Z" fill="none" stroke="${ink}" stroke-width="2"/>`;
  for (let i = 0; i < 6; i++) p += `<rect x="${-176 + (i % 2) * 40}" y="${-140 + Math.floor(i / 2) * 60}" width="24" height="34" fill="${ink}" opacity="0.85"/>`;
  p += `<g transform="rotate(8 120 230)">` + hatch(c, [60, -130, 130, 360], ink, 4, -45, 1, 1, 'M60 -120 L190 -130 L190 230 L60 230 Z') + `<path d="M60 -120 L190 -130 L190 230 L60 230 Z" fill="none" stroke="${ink}" stroke-width="2"/>`;
  for (let i = 0; i < 6; i++) p += `<rect x="${80 + (i % 2) * 50}" y="${-100 + Math.floor(i / 2) * 64}" width="26" height="36" fill="${ink}" opacity="0.85"/>`;
  p += `</g><path d="M-100 -40 L-40 -120 L10 -40" fill="none" stroke="${ink}" stroke-width="3"/><rect x="-60" y="-40" width="80" height="90" fill="none" stroke="${ink}" stroke-width="2"/>` + hatch(c, [-60, -40, 80, 90], ink, 4, 45, 1);
  p += `<rect x="-150" y="-100" width="60" height="40" fill="#efe3c6" stroke="${ink}" stroke-width="2"/>` + text(-120, -74, 'GIN', 14, ink, { weight: 'bold' });
  // figures in the foreground
  for (let i = 0; i < 7; i++) {
    const x = -160 + i * 52 + c.rng() * 10;
    const y = 150 + (i % 3) * 22;
    const sc = 0.8 + c.rng() * 0.5;
    p += `<g transform="translate(${f(x)} ${f(y)}) scale(${f(sc)}) rotate(${f((c.rng() - 0.5) * 30)})"><circle cx="0" cy="-56" r="11" fill="#efe3c6" stroke="${ink}" stroke-width="2"/><path d="M-16 -44 Q0 -52 16 -44 L22 20 L-22 20 Z" fill="${ink}" fill-opacity="0.35" stroke="${ink}" stroke-width="2"/><path d="M-16 -36 l-18 26 M16 -36 l20 20" stroke="${ink}" stroke-width="3"/></g>`;
  }
  p += hatch(c, [-iw / 2, 180, iw, ih / 2 - 180], ink, 5, 90, 0.9, 0.7, `M${-iw / 2} 200 Q0 185 ${iw / 2} 205 L${iw / 2} ${ih / 2} L${-iw / 2} ${ih / 2} Z`);
  s += `<g clip-path="${clip(c, rectD(-iw / 2, -ih / 2, iw, ih))}">${p}</g><rect x="${-iw / 2}" y="${-ih / 2}" width="${iw}" height="${ih}" fill="none" stroke="${ink}" stroke-width="2.5"/>`;
  s += text(0, ih / 2 + 40, c.spec.label ?? 'GIN LANE', 24, ink, { spacing: 6 }) + text(-iw / 2, ih / 2 + 64, 'Hogarth invt. pinxt. et sculpt.', 12, ink, { style: 'italic', anchor: 'start' });
  s += `<rect x="${-ow / 2}" y="${-oh / 2}" width="${ow}" height="${oh}" fill="${rad(c, [[0, '#fff', 0], [0.8, '#fff', 0], [1, '#8a6a2a', 0.2]])}"/>`;
  s += giltFrame(c, ow, oh, fw, '#1b1714', true);
  s += `<rect x="${-ow / 2 + 4}" y="${-oh / 2 + 4}" width="${ow - 8}" height="${oh - 8}" fill="none" stroke="#b8923e" stroke-width="5"/>`;
  s += `<path d="M${-ow / 2} ${-oh / 2} L${-ow / 2 + 260} ${-oh / 2} L${-ow / 2} ${-oh / 2 + 340} Z" fill="#fff" opacity="0.07"/>`;
  return { svg: s, w: ow + 2 * fw, h: oh + 2 * fw, focus: [0, 120], flat: true, shape: 'rect', zoom: 2 };
};

const countyMap: Drawer = (c) => {
  const w = 900;
  const h = 680;
  const ink = '#2e2418';
  const back = c.view === 'back';
  let s = paperSheet(c, -w / 2, -h / 2, w, h, '#efe2c2', 14);
  if (back) {
    // letterpress text on the verso, and the map showing through
    s += text(0, -250, (c.spec.label ?? 'CORNWALL').toUpperCase(), 34, ink, { spacing: 4 });
    for (let col = 0; col < 2; col++) {
      for (let i = 0; i < 34; i++) {
        const x = -390 + col * 410;
        const len = 330 + c.rng() * 40 - (i % 9 === 8 ? 180 : 0);
        s += `<rect x="${x}" y="${-215 + i * 14}" width="${f(len)}" height="6" fill="${ink}" opacity="0.5"/>`;
      }
    }
    s += `<g transform="scale(-1 1)" opacity="0.06"><path d="${blob([[-380, 120], [-200, 40], [0, -60], [200, -150], [400, -230], [400, 260], [100, 200], [-150, 180]])}" fill="#000"/></g>`;
    return { svg: s, w, h, focus: [0, -200], flat: true, shape: 'rect', zoom: 2 };
  }
  const ix = w / 2 - 40;
  const iy = h / 2 - 40;
  let inner = hatch(c, [-ix, -iy, 2 * ix, 2 * iy], '#6a8aa0', 7, 90, 0.7, 0.45);
  // the coast: an irregular peninsula running off the east edge
  const coast: Pt[] = [];
  const north = sampleSmooth([[-380, 120], [-250, 40], [-80, -20], [80, -110], [240, -190], [440, -270]], 5);
  const south = sampleSmooth([[440, 290], [250, 250], [120, 160], [0, 210], [-120, 150], [-250, 200], [-380, 170]], 4);
  for (const [x, y] of north) coast.push([x + (c.rng() - 0.5) * 18, y + (c.rng() - 0.5) * 26]);
  for (const [x, y] of south) coast.push([x + (c.rng() - 0.5) * 18, y + (c.rng() - 0.5) * 30]);
  const land = blob(coast);
  inner += `<path d="${land}" fill="#eadcb8" stroke="${ink}" stroke-width="2.5"/>`;
  const cl = clip(c, land);
  const wash = ['#c9d6a0', '#e8d27a', '#e6b3a8', '#b7cfa0', '#e0c58a'];
  let regions = '';
  for (let i = 0; i < 5; i++) {
    const x0 = -400 + i * 170;
    regions += `<path d="M${x0} -400 L${x0 + 170 + (c.rng() - 0.5) * 40} -400 L${x0 + 150 + (c.rng() - 0.5) * 60} 400 L${x0 - 20} 400 Z" fill="${mix(wash[i]!, c.accent, 0.25)}" opacity="0.6" stroke="#b0483a" stroke-width="3" stroke-dasharray="2 5"/>`;
  }
  for (let i = 0; i < 30; i++) {
    const x = -360 + c.rng() * 760;
    const y = -120 + c.rng() * 320;
    regions += `<path d="M${f(x - 9)} ${f(y)} q9 -14 18 0" fill="none" stroke="${ink}" stroke-width="1.5"/><path d="M${f(x - 4)} ${f(y - 2)} l4 -6" stroke="${ink}" stroke-width="1"/>`;
  }
  inner += `<g clip-path="${cl}">${regions}</g>`;
  const towns = ['Truro', 'Bodmin', 'Launceston', 'Helston', 'S. Ives', 'Fowey', 'Liskeard', 'Padstow', 'Saltash', 'Penryn'];
  towns.forEach((t, i) => {
    const x = -330 + i * 74 + (c.rng() - 0.5) * 20;
    const y = 120 - i * 22 + (c.rng() - 0.5) * 50;
    inner += `<circle cx="${f(x)}" cy="${f(y)}" r="4" fill="none" stroke="${ink}" stroke-width="1.5"/><path d="M${f(x)} ${f(y - 4)} v-8 M${f(x - 3)} ${f(y - 9)} h6" stroke="${ink}" stroke-width="1.2"/>` + text(x + 8, y + 4, t, 13, ink, { style: 'italic', anchor: 'start' });
  });
  // the title cartouche, a compass rose, ships and a scale of miles
  inner += `<rect x="-380" y="-290" width="300" height="120" fill="#f1e4c4" stroke="${ink}" stroke-width="3"/><path d="M-380 -290 q-30 60 0 120 M-80 -290 q30 60 0 120" fill="none" stroke="${ink}" stroke-width="3"/>`;
  inner += text(-230, -236, c.spec.label ?? 'CORNWALL', 42, ink, { spacing: 3 }) + text(-230, -200, 'Described by the travels of John Norden,', 12, ink, { style: 'italic' }) + text(-230, -184, 'augmented & published by John Speed', 12, ink, { style: 'italic' });
  let rose = '';
  for (let i = 0; i < 16; i++) {
    const long = i % 2 === 0 ? 70 : 40;
    rose += `<path d="M0 0 L-8 -12 L0 -${long} L8 -12 Z" transform="rotate(${i * 22.5})" fill="${i % 4 === 0 ? ink : '#efe2c2'}" stroke="${ink}" stroke-width="1"/>`;
  }
  inner += `<g transform="translate(300 -20)">${rose}<circle r="10" fill="#b0483a"/></g>`;
  for (const [x, y, k] of [[-200, -60, 1], [120, -230, -1]] as [number, number, number][]) {
    inner += `<g transform="translate(${x} ${y}) scale(${k} 1)"><path d="M-30 0 L30 0 L20 12 L-22 12 Z" fill="${ink}"/><path d="M0 0 V-50 M-14 0 V-36" stroke="${ink}" stroke-width="2"/><path d="M2 -48 q22 14 0 36 Z M-12 -34 q16 10 0 26 Z" fill="#f4ead0" stroke="${ink}"/></g>`;
  }
  inner += `<rect x="120" y="230" width="200" height="10" fill="none" stroke="${ink}"/>` + [0, 1, 2, 3, 4].map((i) => (i % 2 ? '' : `<rect x="${120 + i * 40}" y="230" width="40" height="10" fill="${ink}"/>`)).join('') + text(220, 260, 'A Scale of English Miles', 12, ink, { style: 'italic' });
  s += `<g clip-path="${clip(c, rectD(-ix, -iy, 2 * ix, 2 * iy))}">${inner}</g>`;
  // the chequered border of degrees
  s += `<rect x="${-ix}" y="${-iy}" width="${2 * ix}" height="${2 * iy}" fill="none" stroke="${ink}" stroke-width="2"/><rect x="${-ix - 14}" y="${-iy - 14}" width="${2 * ix + 28}" height="${2 * iy + 28}" fill="none" stroke="${ink}" stroke-width="2"/>`;
  for (let x = -ix; x < ix; x += 40) if (Math.round((x + ix) / 40) % 2 === 0) s += `<rect x="${x}" y="${-iy - 14}" width="40" height="14" fill="${ink}"/><rect x="${x}" y="${iy}" width="40" height="14" fill="${ink}"/>`;
  for (let y = -iy; y < iy; y += 40) if (Math.round((y + iy) / 40) % 2 === 0) s += `<rect x="${-ix - 14}" y="${y}" width="14" height="40" fill="${ink}"/><rect x="${ix}" y="${y}" width="14" height="40" fill="${ink}"/>`;
  return { svg: s, w, h, focus: [-220, -230], flat: true, shape: 'rect', zoom: 2.1 };
};

const sampler: Drawer = (c) => {
  const iw = 520;
  const ih = 640;
  const fw = 50;
  const back = c.view === 'back';
  const wood = '#6e4424';
  let s = '';
  if (back) {
    s += `<rect x="${-iw / 2 - fw}" y="${-ih / 2 - fw}" width="${iw + 2 * fw}" height="${ih + 2 * fw}" fill="${woodPanel(c, wood)}"/>`;
    s += member(c, rectD(-iw / 2, -ih / 2, iw, ih), '#8a6a45', [-iw / 2, -ih / 2, iw, ih], true);
    s += `<rect x="-110" y="-60" width="220" height="100" fill="#efe7d2"/>` + text(0, -20, 'Sampler, 1823', 20, '#333', { style: 'italic' }) + text(0, 10, 'from the Hewitt family', 16, '#333', { style: 'italic' });
    for (let i = 0; i < 16; i++) s += `<rect x="${-iw / 2 + (i % 8) * 70}" y="${i < 8 ? -ih / 2 - 4 : ih / 2 - 4}" width="8" height="8" fill="#444"/>`;
    return { svg: s, w: iw + 2 * fw, h: ih + 2 * fw, focus: [0, 0], flat: true, shape: 'rect', zoom: 2 };
  }
  const linen = '#e4d7b8';
  s += `<rect x="${-iw / 2}" y="${-ih / 2}" width="${iw}" height="${ih}" fill="${linen}"/>`;
  let st = '';
  const colours = [c.accent, '#3f5f3a', '#6a3a2a', '#2e3f6a', '#8a6a2a'];
  const rows = ['ABCDEFGHIJKLM', 'NOPQRSTUVWXYZ', 'abcdefghijklm', 'nopqrstuvwxyz', '1234567890'];
  rows.forEach((r, i) => {
    st += text(0, -240 + i * 44, r, 34, colours[i % colours.length]!, { font: MONO, weight: 'bold', spacing: 2 });
    st += `<path d="M-230 ${-228 + i * 44} h460" stroke="${colours[(i + 2) % 5]}" stroke-width="4" stroke-dasharray="6 6"/>`;
  });
  st += text(0, -10, 'Jesus permit thy gracious name', 22, '#5a2a1a', { font: MONO, weight: 'bold' }) + text(0, 18, 'to stand as the first effort', 22, '#5a2a1a', { font: MONO, weight: 'bold' });
  // the house with trees either side, birds above
  st += `<rect x="-70" y="60" width="140" height="110" fill="#a0402e"/><path d="M-84 64 L0 20 L84 64 Z" fill="#5a3a2a"/><rect x="-14" y="120" width="28" height="50" fill="#3a2a1a"/>`;
  for (const [x, y] of [[-50, 80], [30, 80], [-50, 126], [30, 126]] as Pt[]) st += `<rect x="${x}" y="${y}" width="20" height="24" fill="#e8dcc0" stroke="#3a2a1a" stroke-width="2"/>`;
  for (const k of [-1, 1]) {
    st += `<rect x="${k * 160 - 6}" y="110" width="12" height="60" fill="#5a3a2a"/><path d="M${k * 160} 30 L${k * 160 + 40} 110 L${k * 160 - 40} 110 Z" fill="#3f5f3a"/>`;
    st += `<path d="M${k * 100 - 12} 20 q12 -12 24 0" stroke="#2e3f6a" stroke-width="4" fill="none"/>`;
  }
  st += text(0, 220, `${c.spec.label ?? 'Mary Ann Hewitt her work aged 11'}`, 19, '#2e3f6a', { font: MONO, weight: 'bold' });
  st += text(0, 250, c.spec.year ?? '1823', 26, '#2e3f6a', { font: MONO, weight: 'bold' });
  // strawberry border
  for (let i = 0; i < 44; i++) {
    const t = i / 44;
    const per = 2 * (iw + ih) - 80;
    let d = t * per;
    let x: number;
    let y: number;
    const bw = iw - 40;
    const bh = ih - 40;
    if (d < bw) [x, y] = [-bw / 2 + d, -bh / 2];
    else if ((d -= bw) < bh) [x, y] = [bw / 2, -bh / 2 + d];
    else if ((d -= bh) < bw) [x, y] = [bw / 2 - d, bh / 2];
    else [x, y] = [-bw / 2, bh / 2 - (d - bw)];
    st += `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="${i % 2 ? '#a02a2a' : '#3f5f3a'}"/>`;
  }
  // cross-stitch texture: the linen weave broken over the stitching
  s += st + gridLines([-iw / 2, -ih / 2, iw, ih], linen, 5, 1.3, 0.55);
  s += `<rect x="${-iw / 2}" y="${-ih / 2}" width="${iw}" height="${ih}" fill="${rad(c, [[0, '#fff', 0], [0.75, '#fff', 0], [1, '#7a5a2a', 0.25]])}"/>`;
  const fr = (pts: Pt[], t: number) => `<path d="${poly(pts)}" fill="${lin(c, [[0, t > 0 ? tint(wood, t) : shade(wood, -t)], [1, shade(wood, 0.3)]], 0, 0, 1, 1)}"/>`;
  const [x0, y0, x1, y1] = [-iw / 2 - fw, -ih / 2 - fw, iw / 2 + fw, ih / 2 + fw];
  s += fr([[x0, y0], [x1, y0], [iw / 2, -ih / 2], [-iw / 2, -ih / 2]], 0.3) + fr([[x0, y0], [-iw / 2, -ih / 2], [-iw / 2, ih / 2], [x0, y1]], 0.15) + fr([[x1, y0], [x1, y1], [iw / 2, ih / 2], [iw / 2, -ih / 2]], -0.2) + fr([[x0, y1], [-iw / 2, ih / 2], [iw / 2, ih / 2], [x1, y1]], -0.3);
  s += `<g clip-path="${clip(c, `${rectD(x0, y0, x1 - x0, y1 - y0)} ${rectD(-iw / 2, -ih / 2, iw, ih)}`)}">${grain(c, x0, y0, x1 - x0, y1 - y0, wood, false, 1.2)}</g>`;
  s += `<rect x="${x0 + fw * 0.4}" y="${y0 + fw * 0.4}" width="${x1 - x0 - fw * 0.8}" height="${y1 - y0 - fw * 0.8}" fill="none" stroke="#c9a456" stroke-width="3"/>`;
  return { svg: s, w: iw + 2 * fw, h: ih + 2 * fw, focus: [0, 180], flat: true, shape: 'rect', zoom: 2.1 };
};

const book: Drawer = (c) => {
  const cloth = c.main;
  const gold = c.accent;
  const [title, author, imprint] = (c.spec.label ?? 'THE WIND IN THE WILLOWS|KENNETH GRAHAME|METHUEN & CO.').split('|');
  if (c.view === 'back') {
    // the book open at its title page, photographed from above
    const pw = 340;
    const ph = 500;
    let s = `<rect x="${-pw - 14}" y="${-ph / 2 - 12}" width="${2 * pw + 28}" height="${ph + 24}" rx="8" fill="${shade(cloth, 0.2)}"/>`;
    s += paperSheet(c, -pw, -ph / 2, pw, ph, '#f2ead6', 8) + paperSheet(c, 0, -ph / 2, pw, ph, '#f4ecda', 8);
    s += `<rect x="-20" y="${-ph / 2}" width="40" height="${ph}" fill="${lin(c, [[0, '#000', 0], [0.5, '#000', 0.28], [1, '#000', 0]])}"/>`;
    s += hatch(c, [-290, -190, 240, 320], '#4a4a4a', 4, 30, 1, 0.6) + `<rect x="-290" y="-190" width="240" height="320" fill="none" stroke="#333" stroke-width="2"/>`;
    s += `<path d="M-290 60 Q-200 20 -130 50 T-50 30 L-50 130 L-290 130 Z" fill="#3a3a3a" opacity="0.6"/><circle cx="-120" cy="-120" r="30" fill="#f2ead6"/>`;
    s += text(-170, 170, 'Frontispiece', 14, '#444', { style: 'italic' });
    s += text(170, -150, title ?? '', 22, '#222', { spacing: 1 }) + text(170, -80, 'BY', 14, '#333') + text(170, -50, author ?? '', 20, '#222', { spacing: 1 });
    s += `<path d="M140 20 h60 M150 30 h40" stroke="#555" stroke-width="1.5"/>` + text(170, 160, imprint ?? '', 18, '#222') + text(170, 186, '36 ESSEX STREET W.C.', 12, '#333') + text(170, 210, 'LONDON', 14, '#222') + text(170, 232, c.spec.year ?? '1908', 14, '#222');
    return { svg: s, w: 2 * pw + 40, h: ph + 30, focus: [170, -80], flat: true, shape: 'rect', zoom: 2 };
  }
  // the weave of the book cloth: fine crossing diagonals
  const clothGrain = (d: string, box: Box) => hatch(c, box, '#000', 4, 45, 0.6, 0.3, d) + hatch(c, box, '#000', 4, -45, 0.6, 0.3, d);
  let s = '';
  // the spine, receding on the left, faded by the sun
  const sp = poly([[-200, -490], [-130, -506], [-130, 0], [-200, -10]]);
  s += `<path d="${sp}" fill="${lin(c, [[0, tint(cloth, 0.28)], [0.6, tint(cloth, 0.18)], [1, shade(cloth, 0.1)]])}"/>` + clothGrain(sp, [-200, -506, 70, 506]);
  for (const y of [-440, -60]) s += `<path d="M-200 ${y + 6} L-130 ${y}" stroke="${gold}" stroke-width="3"/>`;
  s += `<text x="0" y="0" transform="translate(-160 -250) rotate(90) skewX(0)" font-family="${SERIF}" font-size="22" fill="${gold}" text-anchor="middle" letter-spacing="2">${esc(title ?? '')}</text>`;
  s += text(-166, -28, (imprint ?? '').split(' ')[0] ?? '', 12, gold, { weight: 'bold' });
  // the front board
  const cover = rectD(-130, -506, 350, 506);
  s += `<path d="${cover}" fill="${lin(c, [[0, tint(cloth, 0.12)], [0.5, cloth], [1, shade(cloth, 0.25)]], 0, 0, 1, 1)}"/>` + clothGrain(cover, [-130, -506, 350, 506]);
  s += `<rect x="-112" y="-488" width="314" height="470" fill="none" stroke="${shade(cloth, 0.4)}" stroke-width="3"/>`;
  if (c.view !== 'side') {
    s += text(45, -400, title ?? '', 24, gold, { spacing: 1 });
    s += `<circle cx="45" cy="-260" r="78" fill="none" stroke="${gold}" stroke-width="3"/><circle cx="45" cy="-260" r="68" fill="none" stroke="${gold}" stroke-width="1.5"/>`;
    s += `<path d="M10 -220 q10 -60 30 -70 q20 10 10 40 q20 -30 30 -10 q-10 30 -30 40 Z" fill="${gold}" opacity="0.9"/><path d="M40 -290 l30 -30 M50 -300 l26 -8" stroke="${gold}" stroke-width="3"/>`;
    s += text(45, -130, author ?? '', 20, gold, { spacing: 2 });
  }
  // wear: bumped corners and rubbed edges
  for (const [x, y] of [[220, -506], [220, 0], [-130, 0]] as Pt[]) s += `<circle cx="${x}" cy="${y}" r="12" fill="${tint(cloth, 0.4)}" opacity="0.45"/>`;
  s += `<path d="M-130 -506 L220 -506" stroke="${tint(cloth, 0.45)}" stroke-width="3" opacity="0.5"/>`;
  s += `<path d="M220 -500 L226 -494 L226 -4 L220 0" fill="#efe6d0" stroke="#cdbf9f"/>`;
  return { svg: s, w: 440, h: 510, focus: [45, -300], footprint: 420, zoom: 2.1 };
};

const rug: Drawer = (c) => {
  const w = 960;
  const h = 620;
  const field = c.main;
  const border = c.accent;
  const ivory = '#e9dfc8';
  const gold = '#c99a4a';
  const back = c.view === 'back';
  let s = '';
  for (const k of [-1, 1]) for (let y = -h / 2 + 6; y < h / 2; y += 7) s += `<path d="M${k * (w / 2)} ${y} l${k * (22 + ((y * 7) % 9))} ${f(Math.sin(y) * 3)}" stroke="${ivory}" stroke-width="3"/>`;
  s += `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${ivory}"/>`;
  s += `<rect x="${-w / 2 + 14}" y="${-h / 2 + 14}" width="${w - 28}" height="${h - 28}" fill="${border}"/>`;
  // the main border's repeating rosettes
  const rosette = (x: number, y: number) => `<path d="M${x} ${y - 16} L${x + 16} ${y} L${x} ${y + 16} L${x - 16} ${y} Z" fill="${field}"/><path d="M${x} ${y - 8} L${x + 8} ${y} L${x} ${y + 8} L${x - 8} ${y} Z" fill="${ivory}"/>`;
  for (let x = -w / 2 + 50; x < w / 2 - 30; x += 56) s += rosette(x, -h / 2 + 44) + rosette(x, h / 2 - 44);
  for (let y = -h / 2 + 100; y < h / 2 - 80; y += 56) s += rosette(-w / 2 + 44, y) + rosette(w / 2 - 44, y);
  s += `<rect x="${-w / 2 + 74}" y="${-h / 2 + 74}" width="${w - 148}" height="${h - 148}" fill="${ivory}"/>`;
  s += `<rect x="${-w / 2 + 84}" y="${-h / 2 + 84}" width="${w - 168}" height="${h - 168}" fill="${field}"/>`;
  // abrash: bands of slightly different dye
  for (let i = 0; i < 4; i++) s += `<rect x="${-w / 2 + 84}" y="${f(-h / 2 + 84 + c.rng() * (h - 220))}" width="${w - 168}" height="${f(20 + c.rng() * 40)}" fill="${c.rng() > 0.5 ? '#000' : '#fff'}" opacity="0.06"/>`;
  // the angular medallion with pendants, corner spandrels and small motifs
  const star = (r1: number, r2: number, n: number) => {
    const pts: Pt[] = [];
    for (let i = 0; i < n * 2; i++) {
      const a = (i / (n * 2)) * Math.PI * 2;
      const rr = i % 2 ? r2 : r1;
      pts.push([Math.cos(a) * rr * 1.4, Math.sin(a) * rr]);
    }
    return poly(pts);
  };
  s += `<path d="M-300 0 L-220 -30 L-220 30 Z M300 0 L220 -30 L220 30 Z" fill="${border}"/>`;
  s += `<path d="${star(170, 120, 8)}" fill="${ivory}"/><path d="${star(155, 108, 8)}" fill="${border}"/><path d="${star(100, 72, 8)}" fill="${field}"/><path d="${star(50, 36, 8)}" fill="${ivory}"/><circle r="16" fill="${gold}"/>`;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    s += `<path d="M${f(Math.cos(a) * 175)} ${f(Math.sin(a) * 125)} l${f(Math.cos(a) * 16)} ${f(Math.sin(a) * 12)} l6 -6" stroke="${border}" stroke-width="5" fill="none"/>`;
  }
  for (const [kx, ky] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as Pt[]) {
    const x = kx * (w / 2 - 84);
    const y = ky * (h / 2 - 84);
    s += `<path d="M${x} ${y} L${x - kx * 200} ${y} L${x - kx * 180} ${y - ky * 40} L${x - kx * 120} ${y - ky * 60} L${x - kx * 60} ${y - ky * 110} L${x} ${y - ky * 130} Z" fill="${ivory}"/>`;
    s += `<path d="M${x} ${y} L${x - kx * 150} ${y} L${x - kx * 100} ${y - ky * 40} L${x} ${y - ky * 90} Z" fill="${border}"/>`;
  }
  for (let i = 0; i < 26; i++) {
    const x = -w / 2 + 120 + c.rng() * (w - 240);
    const y = -h / 2 + 110 + c.rng() * (h - 220);
    if (Math.abs(x) < 250 && Math.abs(y) < 150) continue;
    const col = [ivory, border, gold][i % 3]!;
    s += `<path d="M${f(x)} ${f(y - 10)} v20 M${f(x - 10)} ${f(y)} h20" stroke="${col}" stroke-width="6"/>`;
  }
  // knots: a fine grid, and a worn patch
  s += gridLines([-w / 2, -h / 2, w, h], '#000', 6, 1, back ? 0.3 : 0.1);
  s += `<ellipse cx="${f(-150 + c.rng() * 300)}" cy="${f(-80 + c.rng() * 160)}" rx="90" ry="50" fill="${ivory}" opacity="0.12"/>`;
  s += `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${lin(c, [[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#000', 0.15]], 0, 0, 1, 1)}"/>`;
  if (back) s = `<g transform="scale(-1 1)">${s}<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="#7a746a" opacity="0.3"/></g>`;
  return { svg: s, w: w + 50, h, focus: [-w / 2 + 110, -h / 2 + 110], flat: true, shape: 'rect', zoom: 2.2 };
};

// ───────────────────────────────────────────── toys ─────────────────────────────────────────────

/** A rubber tyre with a turned hub, at (x, y) with radius r. */
function wheel(c: Ctx, x: number, y: number, r: number, hub: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${rad(c, [[0, '#3a3a3a'], [0.8, '#1a1a1a'], [1, '#080808']])}"/>` +
    `<circle cx="${x}" cy="${y}" r="${f(r * 0.55)}" fill="${metalPlate(c, hub)}"/><circle cx="${x}" cy="${y}" r="${f(r * 0.2)}" fill="${shade(hub, 0.4)}"/>` +
    `<path d="M${f(x - r * 0.7)} ${f(y - r * 0.5)} a${f(r * 0.9)} ${f(r * 0.9)} 0 0 1 ${f(r * 0.9)} ${f(-r * 0.35)}" stroke="#fff" stroke-width="3" fill="none" opacity="0.25"/>`;
}

const toyCar: Drawer = (c) => {
  const paint = c.main;
  const chrome = '#c9ccd1';
  if (c.view === 'back') {
    // the baseplate, the car upside down
    let s = `<rect x="-330" y="-120" width="660" height="240" rx="60" fill="${shade(paint, 0.2)}"/>`;
    s += `<rect x="-300" y="-96" width="600" height="192" rx="40" fill="${metalPlate(c, '#9ea3a8')}"/>`;
    for (const x of [-220, 220]) {
      s += `<rect x="${x - 6}" y="-150" width="12" height="300" fill="${metalPlate(c, '#8a8d91')}"/>`;
      for (const y of [-150, 150]) s += `<rect x="${x - 44}" y="${y - 22}" width="88" height="44" rx="14" fill="${lin(c, [[0, '#3a3a3a'], [0.5, '#1a1a1a'], [1, '#0a0a0a']], 0, 0, 0, 1)}"/><rect x="${x - 30}" y="${y - 22}" width="60" height="44" fill="none" stroke="#2e2e2e" stroke-width="2" stroke-dasharray="4 4"/>`;
    }
    for (const [x, y] of [[-140, 0], [140, 0]] as Pt[]) s += `<circle cx="${x}" cy="${y}" r="9" fill="#777" stroke="#555" stroke-width="3"/>`;
    s += text(0, -40, 'DINKY TOYS', 30, '#4a4d52', { weight: 'bold', spacing: 3 }) + text(0, -4, 'MECCANO LTD', 20, '#4a4d52', { weight: 'bold' }) + text(0, 26, 'MADE IN ENGLAND', 18, '#4a4d52', { weight: 'bold' }) + text(0, 60, 'AUSTIN TAXI', 20, '#4a4d52', { weight: 'bold' });
    return { svg: s, w: 700, h: 400, focus: [0, 0], flat: true, shape: 'none', zoom: 2 };
  }
  let s = '';
  if (c.view === 'side') {
    // the original box behind the car
    s += `<path d="M-260 -60 L-200 -330 L360 -330 L420 -60 Z" fill="${lin(c, [[0, '#e8d26a'], [1, '#c9a63a']], 0, 0, 0, 1)}"/><rect x="-260" y="-60" width="680" height="60" fill="#2f5fa8"/>`;
    s += text(80, -22, 'DINKY TOYS', 34, '#f3e9c6', { weight: 'bold', spacing: 3 }) + text(80, -280, c.spec.label ?? '40H', 28, '#2f5fa8', { weight: 'bold' });
  }
  const body = 'M-340 -60 C-350 -110 -340 -150 -300 -165 C-270 -240 -220 -270 -150 -272 L-20 -272 C20 -272 40 -250 56 -200 L250 -186 C300 -182 330 -160 340 -120 L344 -60 Z';
  const bodyFill = lin(c, [[0, tint(paint, 0.35)], [0.35, paint], [0.7, shade(paint, 0.3)], [1, shade(paint, 0.55)]], 0, 0, 0, 1);
  s += `<path d="${body}" fill="${bodyFill}"/>`;
  // wheel arches, wings, windows, doors, chrome
  for (const x of [-220, 220]) s += `<path d="M${x - 78} -60 a78 78 0 0 1 156 0 Z" fill="#111"/>`;
  s += `<path d="M130 -60 C140 -150 300 -160 330 -110 L340 -60 Z" fill="${bodyFill}" stroke="${shade(paint, 0.5)}" stroke-width="2"/>`;
  s += `<path d="M-330 -80 C-320 -150 -160 -150 -140 -80 Z" fill="${bodyFill}" stroke="${shade(paint, 0.5)}" stroke-width="2" opacity="0.9"/>`;
  const glass = lin(c, [[0, '#9fb3c4'], [0.5, '#3b4a58'], [1, '#1e2630']], 0, 0, 1, 1);
  s += `<path d="M-280 -172 C-260 -230 -220 -252 -170 -254 L-170 -176 Z" fill="${glass}"/><path d="M-150 -254 L-40 -254 L-40 -176 L-150 -176 Z" fill="${glass}"/><path d="M-22 -254 C10 -254 24 -236 38 -196 L-22 -190 Z" fill="${glass}"/>`;
  s += `<path d="M-230 -240 L-200 -250 L-240 -180 L-262 -180 Z M-120 -250 L-100 -250 L-130 -180 L-146 -180 Z" fill="#fff" opacity="0.35"/>`;
  s += `<path d="M-160 -176 V-70 M-30 -176 V-70" stroke="${shade(paint, 0.55)}" stroke-width="3"/><rect x="-60" y="-150" width="20" height="6" rx="3" fill="${chrome}"/>`;
  s += `<rect x="-80" y="-292" width="60" height="22" rx="4" fill="#f0c419"/>` + text(-50, -276, 'TAXI', 15, '#222', { weight: 'bold' });
  s += `<path d="M-340 -140 C-300 -250 -200 -266 -150 -266 L-20 -266" stroke="#fff" stroke-width="6" fill="none" opacity="0.35"/><path d="M60 -192 L250 -180" stroke="#fff" stroke-width="5" opacity="0.35"/>`;
  s += `<rect x="320" y="-92" width="34" height="30" rx="6" fill="${metalPlate(c, chrome)}"/><rect x="-356" y="-90" width="26" height="26" rx="6" fill="${metalPlate(c, chrome)}"/>`;
  s += `<circle cx="300" cy="-150" r="16" fill="${metalPlate(c, chrome)}"/><circle cx="300" cy="-150" r="10" fill="#f4f0d8"/>`;
  s += `<rect x="-340" y="-64" width="690" height="10" fill="${shade(paint, 0.6)}"/>`;
  // play wear: chips in the paint showing the bare metal
  for (let i = 0; i < 14; i++) s += `<circle cx="${f(-320 + c.rng() * 640)}" cy="${f(-250 + c.rng() * 170)}" r="${f(1.5 + c.rng() * 3)}" fill="#c0c0c0" opacity="0.8"/>`;
  s += wheel(c, -220, -52, 56, chrome) + wheel(c, 220, -52, 56, chrome);
  return { svg: s, w: c.view === 'side' ? 800 : 720, h: c.view === 'side' ? 340 : 300, focus: [-120, -160], footprint: 680, zoom: 2.1 };
};

const robot: Drawer = (c) => {
  const tin = c.main;
  const trim = c.accent;
  const back = c.view === 'back';
  const panel = (x: number, y: number, w: number, h: number, col: string, r = 10) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${lin(c, [[0, tint(col, 0.45)], [0.25, col], [0.8, shade(col, 0.25)], [1, shade(col, 0.5)]])}"/>`;
  let s = '';
  // feet and legs
  for (const k of [-1, 1]) {
    s += panel(k * 70 - 50, -40, 100, 40, shade(trim, 0.1), 8) + panel(k * 70 - 30, -150, 60, 112, tin, 6);
    for (let i = 0; i < 3; i++) s += `<rect x="${k * 70 - 30}" y="${-140 + i * 34}" width="60" height="4" fill="${shade(tin, 0.4)}"/>`;
  }
  // body
  s += panel(-150, -430, 300, 290, tin, 18);
  const raise = c.view === 'side';
  for (const k of [-1, 1]) {
    const up = raise && k > 0;
    s += `<g transform="rotate(${up ? -70 : 0} ${k * 160} -400)">` + panel(k > 0 ? 150 : -200, -410, 50, 190, shade(tin, 0.1), 20) + `<path d="M${k * 175 - 24} -214 q24 40 48 0 q-6 30 -24 34 q-18 -4 -24 -34" fill="${shade(trim, 0.1)}"/></g>`;
  }
  if (back) {
    s += panel(-90, -400, 180, 150, shade(tin, 0.15), 8);
    s += `<rect x="-70" y="-380" width="140" height="110" fill="none" stroke="${shade(tin, 0.5)}" stroke-width="3"/>` + text(0, -320, 'BATTERY', 18, shade(tin, 0.6), { weight: 'bold' });
    s += `<path d="M-20 -220 h40 v-20 h30 a20 20 0 1 1 0 40 a20 20 0 1 1 0 40 h-30 v-20 h-40 z" fill="${metalPlate(c, '#b98f3c')}" transform="translate(0 -10)"/>`;
    s += text(0, -170, c.spec.label ?? 'MADE IN JAPAN', 18, shade(tin, 0.6), { weight: 'bold', spacing: 2 });
  } else {
    s += panel(-110, -400, 220, 180, shade(trim, 0.05), 10);
    for (let i = 0; i < 3; i++) {
      const x = -70 + i * 70;
      s += `<circle cx="${x}" cy="-340" r="26" fill="#f4f1e6" stroke="#333" stroke-width="4"/><path d="M${x} -340 l${f(-14 + c.rng() * 28)} -18" stroke="#c0392b" stroke-width="3"/>`;
      for (let t = 0; t < 7; t++) s += `<line x1="${f(x + Math.cos(Math.PI + (t * Math.PI) / 6) * 20)}" y1="${f(-340 + Math.sin(Math.PI + (t * Math.PI) / 6) * 20)}" x2="${f(x + Math.cos(Math.PI + (t * Math.PI) / 6) * 24)}" y2="${f(-340 + Math.sin(Math.PI + (t * Math.PI) / 6) * 24)}" stroke="#333" stroke-width="2"/>`;
    }
    for (let i = 0; i < 5; i++) s += `<rect x="${-90 + i * 38}" y="-280" width="26" height="40" rx="4" fill="${['#c0392b', '#f1c40f', '#27ae60', '#2980b9', '#c0392b'][i]}"/>`;
    s += text(0, -180, 'ATOMIC', 22, shade(trim, 0.6), { weight: 'bold', spacing: 4 });
  }
  for (let i = 0; i < 10; i++) s += `<circle cx="${-136 + (i % 5) * 68}" cy="${i < 5 ? -418 : -154}" r="4" fill="${shade(tin, 0.45)}"/>`;
  // neck and head
  s += panel(-40, -460, 80, 34, shade(tin, 0.3), 4);
  s += panel(-100, -590, 200, 134, tin, 24);
  for (const k of [-1, 1]) s += `<circle cx="${k * 108}" cy="-525" r="22" fill="${metalPlate(c, trim)}"/><line x1="${k * 60}" y1="-590" x2="${k * 80}" y2="-650" stroke="#888" stroke-width="5"/><circle cx="${k * 80}" cy="-655" r="10" fill="#c0392b"/>`;
  if (!back) {
    s += `<rect x="-80" y="-570" width="160" height="70" rx="18" fill="${lin(c, [[0, '#3a4a5a'], [1, '#0e1418']], 0, 0, 0, 1)}"/>`;
    for (const x of [-34, 34]) s += `<circle cx="${x}" cy="-536" r="14" fill="#ff5a2a"/><circle cx="${x}" cy="-536" r="7" fill="#ffd2a0"/>`;
    s += `<path d="M-70 -566 L-20 -566 L-60 -508 L-76 -508 Z" fill="#fff" opacity="0.18"/>`;
    s += `<rect x="-50" y="-490" width="100" height="14" rx="4" fill="${shade(tin, 0.4)}"/>`;
  }
  // wear: a few scratches in the lithography
  for (let i = 0; i < 8; i++) s += `<path d="M${f(-140 + c.rng() * 280)} ${f(-420 + c.rng() * 270)} l${f(4 + c.rng() * 14)} ${f(2 + c.rng() * 6)}" stroke="#e8e8e8" stroke-width="1.5" opacity="0.7"/>`;
  return { svg: s, w: 440, h: 670, focus: [0, -480], footprint: 360, zoom: 2 };
};

/** Short strokes of mohair over a shape's area. */
function fur(c: Ctx, cx: number, cy: number, rx: number, ry: number, col: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = c.rng() * Math.PI * 2;
    const d = Math.sqrt(c.rng());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const ang = a + (c.rng() - 0.5) * 1.2;
    const len = 7 + c.rng() * 8;
    s += `<path d="M${f(x)} ${f(y)} l${f(Math.cos(ang) * len)} ${f(Math.sin(ang) * len)}" stroke="${c.rng() > 0.5 ? tint(col, 0.35) : shade(col, 0.35)}" stroke-width="2" opacity="0.55"/>`;
  }
  return s;
}

const teddy: Drawer = (c) => {
  const mohair = c.main;
  const pad = c.accent;
  const side = c.view === 'side';
  const back = c.view === 'back';
  const mo = (cx: number, cy: number, rx: number, ry: number, rot = 0, col = mohair) =>
    `<g transform="rotate(${rot} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rad(c, [[0, tint(col, 0.2)], [0.7, col], [1, shade(col, 0.4)]], 0.4, 0.35, 0.7)}"/>${fur(c, cx, cy, rx * 0.95, ry * 0.95, col, Math.round((rx * ry) / 90))}</g>`;
  let s = '';
  // legs stretched forward with felt pads, the body (with its hump), long arms, the head
  s += mo(-110, -60, 70, 58, -10) + mo(110, -60, 70, 58, 10);
  if (!back && !side) for (const k of [-1, 1]) s += `<ellipse cx="${k * 120}" cy="-52" rx="40" ry="48" fill="${pad}"/><path d="M${k * 120 - 20} -80 q20 -10 40 0" stroke="${shade(pad, 0.35)}" stroke-width="2" fill="none"/>`;
  s += mo(0, -230, 150, 180, 0);
  if (side) s += mo(-90, -330, 70, 60, -30);
  s += mo(-150, -250, 48, 130, 20) + mo(150, -250, 48, 130, -20);
  if (!back) for (const k of [-1, 1]) s += `<ellipse cx="${k * 185}" cy="-150" rx="24" ry="34" transform="rotate(${k * -20} ${k * 185} -150)" fill="${pad}"/>`;
  for (const k of [-1, 1]) s += mo(k * 100, -560, 48, 44, 0) + (back ? '' : `<ellipse cx="${k * 100}" cy="-556" rx="26" ry="22" fill="${shade(mohair, 0.25)}"/>`);
  s += mo(0, -460, 130, 118, 0);
  if (!back) {
    s += `<ellipse cx="0" cy="-420" rx="62" ry="50" fill="${tint(mohair, 0.25)}"/>` + fur(c, 0, -420, 58, 46, tint(mohair, 0.2), 40);
    s += `<path d="M-24 -446 L24 -446 L0 -420 Z" fill="#2a1a12"/><path d="M0 -420 V-396 M0 -396 q-16 12 -28 4 M0 -396 q16 12 28 4" stroke="#2a1a12" stroke-width="4" fill="none"/>`;
    for (const x of [-50, 50]) s += `<circle cx="${x}" cy="-490" r="11" fill="#0d0d0d"/><circle cx="${x - 3}" cy="-494" r="3.5" fill="#fff" opacity="0.85"/>`;
  }
  s += `<circle cx="-118" cy="-548" r="7" fill="${metalPlate(c, '#c9ccd1')}"/>`;
  return { svg: s, w: 520, h: 620, focus: [-40, -470], footprint: 480, zoom: 2 };
};

// ───────────────────────────────────────────── scientific instruments ───────────────────────────

/** A turned brass tube along the x axis from x0 to x1, radius r, lit from above. */
function brassTube(c: Ctx, x0: number, x1: number, r: number, col: string): string {
  return `<rect x="${x0}" y="${-r}" width="${x1 - x0}" height="${2 * r}" fill="${lin(c, [[0, tint(col, 0.25)], [0.22, tint(col, 0.7)], [0.4, col], [0.75, shade(col, 0.35)], [1, shade(col, 0.6)]], 0, 0, 0, 1)}"/>`;
}

const sextant: Drawer = (c) => {
  const brass = metalTone(c.material, c.main);
  let s = '';
  const R = 520;
  const pivot: Pt = [0, -620];
  const ang = (deg: number): Pt => [pivot[0] + Math.sin((deg * Math.PI) / 180) * R, pivot[1] + Math.cos((deg * Math.PI) / 180) * R];
  const [ax, ay] = ang(-32);
  const [bx, by] = ang(32);
  // the frame with lightening holes, the silvered arc and its scale
  let frameD = `M${pivot[0] - 30} ${pivot[1]} L${f(ax - 10)} ${f(ay)} A${R} ${R} 0 0 0 ${f(bx + 10)} ${f(by)} L${pivot[0] + 30} ${pivot[1]} Z`;
  for (const [x, y, r] of [[0, -440, 60], [-110, -250, 55], [110, -250, 55], [0, -260, 40]] as [number, number, number][]) frameD += ` M${x + r} ${y} A${r} ${r} 0 1 0 ${x - r} ${y} A${r} ${r} 0 1 0 ${x + r} ${y} Z`;
  s += `<path d="${frameD}" fill-rule="evenodd" fill="${metalPlate(c, brass)}" stroke="${shade(brass, 0.45)}" stroke-width="3"/>`;
  const arc = `M${f(ax)} ${f(ay)} A${R} ${R} 0 0 0 ${f(bx)} ${f(by)}`;
  s += `<path d="${arc}" stroke="${shade(brass, 0.4)}" stroke-width="46" fill="none"/><path d="${arc}" stroke="#d9dadb" stroke-width="34" fill="none"/>`;
  for (let d = -30; d <= 30; d += 1) {
    const [x1, y1] = [pivot[0] + Math.sin((d * Math.PI) / 180) * (R - 16), pivot[1] + Math.cos((d * Math.PI) / 180) * (R - 16)];
    const [x2, y2] = [pivot[0] + Math.sin((d * Math.PI) / 180) * (R - (d % 5 === 0 ? 2 : 8)), pivot[1] + Math.cos((d * Math.PI) / 180) * (R - (d % 5 === 0 ? 2 : 8))];
    s += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#333" stroke-width="${d % 5 === 0 ? 2 : 1}"/>`;
  }
  // index arm with its vernier and magnifier, the mirrors and shades, the telescope, the handle
  const armAngle = 8;
  s += `<g transform="rotate(${-armAngle} ${pivot[0]} ${pivot[1]})"><path d="M-22 ${pivot[1]} L-30 ${pivot[1] + R + 30} L30 ${pivot[1] + R + 30} L22 ${pivot[1]} Z" fill="${metalPlate(c, brass)}" stroke="${shade(brass, 0.45)}" stroke-width="2"/>` +
    `<rect x="-40" y="${pivot[1] + R - 30}" width="80" height="40" fill="#d9dadb" stroke="${shade(brass, 0.4)}" stroke-width="2"/><circle cx="60" cy="${pivot[1] + R - 60}" r="30" fill="${rad(c, [[0, '#ffffff', 0.7], [1, '#a9c4d0', 0.5]])}" stroke="${brass}" stroke-width="6"/>` +
    `<rect x="-50" y="${pivot[1] - 70}" width="100" height="60" fill="${lin(c, [[0, '#c7d6dd'], [1, '#55656c']], 0, 0, 1, 1)}" stroke="${brass}" stroke-width="8"/></g>`;
  s += `<circle cx="${pivot[0]}" cy="${pivot[1]}" r="26" fill="${metalPlate(c, brass)}" stroke="${shade(brass, 0.5)}" stroke-width="3"/>`;
  s += `<rect x="-220" y="-440" width="60" height="80" fill="${lin(c, [[0, '#c7d6dd'], [1, '#55656c']], 0, 0, 1, 1)}" stroke="${brass}" stroke-width="8"/>`;
  for (let i = 0; i < 3; i++) s += `<circle cx="${-120 - i * 10}" cy="${-520 + i * 34}" r="24" fill="${['#a33', '#3a6', '#555'][i]}" opacity="0.75" stroke="${brass}" stroke-width="4"/>`;
  s += `<g transform="translate(0 -440)">${brassTube(c, -260, 200, 22, brass)}<rect x="-290" y="-26" width="40" height="52" rx="6" fill="${shade(brass, 0.3)}"/></g>`;
  s += `<rect x="170" y="-500" width="50" height="230" rx="22" fill="${lin(c, [[0, '#4a2a1a'], [0.4, '#6a3a22'], [1, '#1e120a']])}"/>`;
  for (const [x, y] of [ang(-28), ang(28), [0, -640]] as Pt[]) s += `<rect x="${f(x - 7)}" y="${f(y)}" width="14" height="26" fill="${shade(brass, 0.2)}"/>`;
  if (c.view === 'back') s = `<g transform="scale(-1 1)">${s}</g>`;
  return { svg: `<g transform="translate(0 118)">${s}</g>`, w: 680, h: 600, focus: [-60, -20], footprint: 520, zoom: 2.1 };
};

const microscope: Drawer = (c) => {
  const brass = metalTone(c.material, c.main);
  const black = '#1c1a18';
  let s = '';
  // the horseshoe foot, the pillar, the trunnion, the limb, the stage, the mirror
  s += `<path d="M-170 -10 C-180 -60 -60 -70 0 -70 C60 -70 180 -60 170 -10 L120 -6 C110 -34 -110 -34 -120 -6 Z" fill="${black}"/><path d="M-170 -10 C-180 -60 -60 -70 0 -70 C60 -70 180 -60 170 -10" stroke="#555" stroke-width="3" fill="none"/>`;
  s += `<g transform="translate(0 -70) rotate(-90)">${brassTube(c, 0, 210, 24, brass)}</g>`;
  s += `<rect x="-48" y="-300" width="96" height="30" rx="10" fill="${metalPlate(c, brass)}"/>`;
  s += `<g transform="rotate(${c.view === 'side' ? -18 : 0} 0 -285)">`;
  s += `<path d="M-20 -300 C-60 -380 -60 -480 -40 -560 L10 -560 C-10 -480 -10 -380 20 -300 Z" fill="${metalPlate(c, brass)}" stroke="${shade(brass, 0.45)}" stroke-width="2"/>`;
  s += `<rect x="-130" y="-350" width="260" height="20" rx="4" fill="${black}"/><rect x="-130" y="-354" width="260" height="6" fill="#444"/>`;
  for (const k of [-1, 1]) s += `<path d="M${k * 40} -352 l${k * 50} -6" stroke="${tint(brass, 0.3)}" stroke-width="5"/>`;
  s += `<rect x="-3" y="-330" width="6" height="90" fill="${brass}"/><circle cx="0" cy="-230" r="42" fill="${rad(c, [[0, '#ffffff'], [0.6, '#b9c7cf'], [1, '#6b7a82']], 0.4, 0.35, 0.7)}" stroke="${brass}" stroke-width="8"/>`;
  // the body tube, eyepiece, objective and focusing knobs
  s += `<g transform="translate(60 -380) rotate(-90)">${brassTube(c, 0, 340, 36, brass)}</g>`;
  s += `<g transform="translate(60 -720) rotate(-90)">${brassTube(c, 0, 70, 24, brass)}</g><rect x="24" y="-800" width="72" height="16" rx="6" fill="${metalPlate(c, brass)}"/>`;
  s += `<path d="M36 -380 L84 -380 L76 -350 L44 -350 Z" fill="${black}"/><rect x="48" y="-362" width="24" height="14" fill="${brass}"/>`;
  for (const k of [-1, 1]) {
    s += `<rect x="${k > 0 ? 96 : -6}" y="-560" width="30" height="46" rx="6" fill="${metalPlate(c, brass)}"/>`;
    for (let i = 0; i < 5; i++) s += `<line x1="${(k > 0 ? 96 : -6) + 3 + i * 6}" y1="-556" x2="${(k > 0 ? 96 : -6) + 3 + i * 6}" y2="-518" stroke="${shade(brass, 0.45)}" stroke-width="2"/>`;
  }
  s += `<rect x="8" y="-600" width="104" height="26" rx="4" fill="${metalPlate(c, brass)}"/>`;
  s += `</g>`;
  return { svg: s, w: 380, h: 800, focus: [60, -560], footprint: 360, zoom: 2 };
};

const telescope: Drawer = (c) => {
  const brass = metalTone(c.material, c.main);
  const wood = c.accent;
  let s = '';
  // the tripod stand: three splayed legs, a turned pillar, the altazimuth head
  for (const [x2, y2, sh] of [[-240, 0, 0], [240, 0, 0.1], [40, -30, 0.4]] as [number, number, number][]) {
    s += member(c, tube([[0, -330], [x2 * 0.55, y2 - 140], [x2, y2]], 34, 22), shade(wood, sh), [-260, -340, 520, 340]);
    s += `<circle cx="${x2}" cy="${y2 - 6}" r="12" fill="${metalPlate(c, brass)}"/>`;
  }
  s += `<g transform="translate(0 -320) rotate(-90)">${brassTube(c, 0, 220, 26, brass)}</g>`;
  s += `<rect x="-44" y="-560" width="88" height="30" rx="6" fill="${metalPlate(c, brass)}"/><path d="M-30 -560 L30 -560 L20 -610 L-20 -610 Z" fill="${metalPlate(c, brass)}"/>`;
  // the tube, angled up to the right, with its dew cap, eyepiece, draw-tube and finder
  s += `<g transform="translate(0 -630) rotate(-18)">`;
  s += brassTube(c, -330, 360, 52, brass) + brassTube(c, 360, 470, 60, brass);
  s += `<rect x="466" y="-62" width="10" height="124" fill="${shade(brass, 0.5)}"/>`;
  for (const x of [-100, 160]) s += `<rect x="${x}" y="-56" width="16" height="112" fill="${metalPlate(c, shade(brass, 0.1))}"/>`;
  s += brassTube(c, -440, -330, 28, brass) + brassTube(c, -500, -440, 18, shade(brass, 0.1)) + `<rect x="-516" y="-24" width="20" height="48" rx="4" fill="#151311"/>`;
  s += `<g transform="translate(0 -84)">${brassTube(c, -160, 150, 16, brass)}</g><rect x="-80" y="-72" width="14" height="24" fill="${brass}"/><rect x="80" y="-72" width="14" height="24" fill="${brass}"/>`;
  s += `<rect x="-20" y="50" width="40" height="30" fill="${metalPlate(c, brass)}"/>`;
  if (c.view !== 'back') s += text(0, 8, c.spec.label ?? 'DOLLOND · LONDON', 20, shade(brass, 0.6), { style: 'italic', weight: 'bold' });
  s += `</g>`;
  return { svg: s, w: 1000, h: 860, focus: [-60, -660], footprint: 560, zoom: 2.3 };
};

// ───────────────────────────────────────────── marks (close-ups) ────────────────────────────────

/** A recessed punch with a raised symbol: the shape of a hallmark cartouche. */
function punch(c: Ctx, x: number, y: number, w: number, h: number, metal: string, symbol: string, shape: 'rect' | 'shield' | 'oval'): string {
  const d = shape === 'oval'
    ? `M${x - w / 2} ${y} a${w / 2} ${h / 2} 0 1 0 ${w} 0 a${w / 2} ${h / 2} 0 1 0 ${-w} 0 Z`
    : shape === 'shield'
      ? `M${x - w / 2} ${y - h / 2} h${w} v${h * 0.55} q0 ${h * 0.35} ${-w / 2} ${h * 0.45} q${-w / 2} ${-h * 0.1} ${-w / 2} ${-h * 0.45} Z`
      : `M${x - w / 2 + 10} ${y - h / 2} h${w - 20} l10 10 v${h - 20} l-10 10 h${-w + 20} l-10 -10 v${-h + 20} Z`;
  return `<path d="${d}" fill="${shade(metal, 0.42)}"/><path d="${d}" fill="none" stroke="${tint(metal, 0.5)}" stroke-width="3" transform="translate(2 3)"/><path d="${d}" fill="none" stroke="${shade(metal, 0.65)}" stroke-width="3"/>` +
    `<g transform="translate(${x} ${y})"><g transform="translate(-2 -2)" opacity="0.9">${symbol.replaceAll('FILL', shade(metal, 0.7))}</g>${symbol.replaceAll('FILL', tint(metal, 0.3))}</g>`;
}
const LION = `<path d="M-40 12 q6 -20 24 -20 q10 -16 26 -10 q10 -12 22 -6 q8 4 4 14 q-6 6 -14 4 l-2 16 l6 12 h-8 l-6 -12 h-24 l-6 12 h-8 l4 -12 q-14 2 -18 -10 M-40 12 q-14 -10 -10 -26" fill="FILL" stroke="FILL" stroke-width="3"/>`;
const CROWN = `<path d="M-32 18 L-36 -14 L-18 2 L0 -24 L18 2 L36 -14 L32 18 Z" fill="FILL"/><circle cx="-36" cy="-18" r="5" fill="FILL"/><circle cx="0" cy="-28" r="5" fill="FILL"/><circle cx="36" cy="-18" r="5" fill="FILL"/>`;
const ANCHOR = `<path d="M0 -30 v52 M-16 -20 h32 M-26 6 q4 22 26 22 q22 0 26 -22" stroke="FILL" stroke-width="7" fill="none"/><circle cx="0" cy="-34" r="6" fill="none" stroke="FILL" stroke-width="4"/>`;
const glyph = (t: string, size: number) => `<text x="0" y="0" font-family="${SERIF}" font-size="${size}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="FILL">${esc(t)}</text>`;

/** A printed or handwritten label's lines ('|' separated). */
function labelLines(label: string | undefined, fallback: string): string[] {
  return (label ?? fallback).split('|');
}

function markScene(c: Ctx): string {
  const m = c.material;
  const kind = c.spec.kind;
  const label = c.spec.label;
  let s = '';
  if (m === 'porcelain' || m === 'pottery') {
    s += backdrop(c, 'charcoal', true, 0.4);
    const glaze = m === 'porcelain' ? tint(c.main, 0.3) : c.main;
    s += `<circle cx="620" cy="470" r="420" fill="#000" opacity="0.35"/><circle cx="600" cy="450" r="410" fill="${rad(c, [[0, '#efe3c8'], [0.85, '#d8c4a0'], [1, '#9c8664']], 0.45, 0.4, 0.6)}"/>`;
    for (let i = 0; i < 260; i++) {
      const a = c.rng() * Math.PI * 2;
      const r = 350 + c.rng() * 55;
      s += `<circle cx="${f(600 + Math.cos(a) * r)}" cy="${f(450 + Math.sin(a) * r)}" r="${f(1 + c.rng() * 2)}" fill="#7a6448" opacity="0.45"/>`;
    }
    s += `<circle cx="600" cy="450" r="345" fill="${shade(glaze, 0.25)}"/><circle cx="600" cy="450" r="338" fill="${rad(c, [[0, tint(glaze, 0.4)], [0.7, glaze], [1, shade(glaze, 0.2)]], 0.42, 0.38, 0.65)}"/>`;
    const blue = kind === 'vase' && c.spec.motif === 'pomegranate' ? '#2f6b3a' : '#2b4c9b';
    if (label === 'SWORDS') {
      for (const k of [-1, 1]) {
        s += `<g transform="translate(600 450) rotate(${k * 32})"><path d="M0 -150 L0 130" stroke="${blue}" stroke-width="11" stroke-linecap="round" opacity="0.85"/><path d="M-34 -90 L34 -90" stroke="${blue}" stroke-width="9" opacity="0.85"/><circle cx="0" cy="-160" r="12" fill="${blue}" opacity="0.85"/></g>`;
      }
      s += `<circle cx="690" cy="610" r="10" fill="${blue}" opacity="0.8"/>` + text(520, 640, '24', 40, '#6b5b40', { style: 'italic', extra: ' opacity="0.7"' });
    } else if (label === 'SEAL') {
      s += `<rect x="480" y="330" width="240" height="240" fill="none" stroke="${blue}" stroke-width="10" opacity="0.85"/><rect x="498" y="348" width="204" height="204" fill="none" stroke="${blue}" stroke-width="4" opacity="0.85"/>`;
      for (let col = 0; col < 2; col++) {
        for (let row = 0; row < 3; row++) {
          const x = 545 + col * 110;
          const y = 385 + row * 65;
          let g = '';
          for (let k = 0; k < 5; k++) g += `<path d="M${f(x - 30 + c.rng() * 30)} ${f(y - 20 + c.rng() * 40)} l${f((c.rng() - 0.5) * 50)} ${f((c.rng() - 0.5) * 30)}" stroke="${blue}" stroke-width="7" stroke-linecap="round" opacity="0.85"/>`;
          s += g;
        }
      }
    } else {
      const lines = labelLines(label, 'MADE IN ENGLAND');
      lines.forEach((line, i) => (s += text(600, 440 + (i - (lines.length - 1) / 2) * 70, line, i === 0 ? 56 : 36, blue, { weight: 'bold', spacing: 4, extra: ' opacity="0.85"' })));
      s += `<path d="M540 600 c20 -40 40 10 60 -20 c10 -20 30 20 60 -10" stroke="${blue}" stroke-width="6" fill="none" opacity="0.8"/>`;
    }
    s += `<ellipse cx="470" cy="300" rx="190" ry="70" transform="rotate(-30 470 300)" fill="#fff" opacity="0.2"/>`;
    return s;
  }
  if ((m === 'silver' || m === 'gold') && kind !== 'medal' && kind !== 'coin') {
    const metal = metalTone(m, c.main);
    s += `<rect width="${W}" height="${H}" fill="${lin(c, [[0, shade(metal, 0.3)], [0.3, tint(metal, 0.45)], [0.45, metal], [0.7, tint(metal, 0.2)], [1, shade(metal, 0.45)]], 0, 0, 0.3, 1)}"/>`;
    for (let i = 0; i < 120; i++) s += `<line x1="${f(c.rng() * W)}" y1="${f(c.rng() * H)}" x2="${f(c.rng() * W)}" y2="${f(c.rng() * H)}" stroke="${c.rng() > 0.5 ? '#fff' : '#000'}" stroke-width="0.8" opacity="${f(0.04 + c.rng() * 0.08)}"/>`;
    const year = parseInt(c.spec.year ?? '1785', 10);
    const dateLetter = 'abcdefghiklmnopqrstu'[year % 20]!.toUpperCase();
    const marks = m === 'gold'
      ? [{ sym: ANCHOR, shape: 'rect' as const }, { sym: glyph('15', 44), shape: 'rect' as const }, { sym: glyph('·625', 30), shape: 'rect' as const }, { sym: glyph(dateLetter.toLowerCase(), 50), shape: 'shield' as const }, { sym: glyph(label ?? 'JW', 36), shape: 'oval' as const }]
      : [{ sym: glyph(label ?? 'JP', 38), shape: 'rect' as const }, { sym: LION, shape: 'rect' as const }, { sym: CROWN, shape: 'rect' as const }, { sym: glyph(dateLetter, 52), shape: 'shield' as const }, { sym: `<circle r="22" fill="FILL"/><circle cx="-8" cy="-4" r="4" fill="#000" opacity="0.5"/><circle cx="8" cy="-4" r="4" fill="#000" opacity="0.5"/>`, shape: 'oval' as const }];
    const tilt = -6 + c.rng() * 12;
    s += `<g transform="rotate(${f(tilt)} 600 450)">`;
    marks.forEach((mk, i) => (s += `<g transform="translate(${600 + (i - (marks.length - 1) / 2) * 215} 450) scale(1.35)">${punch(c, 0, 0, 140, 140, metal, mk.sym, mk.shape)}</g>`));
    s += `</g>`;
    return s;
  }
  if (m === 'gilt' || m === 'brass') {
    const metal = m === 'gilt' ? '#c9a44e' : metalTone('brass', c.main);
    s += `<rect width="${W}" height="${H}" fill="${lin(c, [[0, tint(metal, 0.35)], [0.5, metal], [1, shade(metal, 0.4)]], 0, 0, 1, 1)}"/>`;
    for (let i = 0; i < 90; i++) s += `<line x1="0" y1="${f(c.rng() * H)}" x2="${W}" y2="${f(c.rng() * H)}" stroke="${shade(metal, 0.3)}" stroke-width="1" opacity="0.12"/>`;
    for (const [x, y] of [[140, 140], [1060, 150], [150, 760], [1050, 770]] as Pt[]) s += `<circle cx="${x}" cy="${y}" r="26" fill="${metalPlate(c, shade(metal, 0.1))}" stroke="${shade(metal, 0.5)}" stroke-width="3"/><path d="M${x - 18} ${y} h36" stroke="${shade(metal, 0.6)}" stroke-width="5"/>`;
    const lines = labelLines(label, m === 'gilt' ? "JAPY FRÈRES|MÉDAILLE D'HONNEUR" : 'Heath & Co.|LONDON');
    if (m === 'gilt') {
      s += `<circle cx="600" cy="430" r="190" fill="none" stroke="${shade(metal, 0.55)}" stroke-width="6"/><circle cx="600" cy="430" r="150" fill="none" stroke="${shade(metal, 0.55)}" stroke-width="3"/>`;
      s += `<g transform="translate(600 430)">${ringText(lines[1] ?? '', 170, 28, shade(metal, 0.6), -120, 120)}</g>`;
      s += text(600, 445, lines[0] ?? '', 44, shade(metal, 0.6), { weight: 'bold' });
      s += text(600, 700, `No ${1000 + Math.floor(c.rng() * 8000)}`, 40, shade(metal, 0.55), { style: 'italic' });
    } else {
      lines.forEach((line, i) => {
        const y = 420 + i * 110;
        s += text(602, y + 3, line, i === 0 ? 110 : 60, tint(metal, 0.5), { style: 'italic' }) + text(600, y, line, i === 0 ? 110 : 60, shade(metal, 0.6), { style: 'italic' });
      });
      s += text(600, 720, `No. ${1000 + Math.floor(c.rng() * 8000)}`, 44, shade(metal, 0.55), { style: 'italic' });
    }
    return s;
  }
  if (m === 'bronze' || m === 'copper' || kind === 'medal' || kind === 'coin') {
    const metal = metalTone(m, c.main);
    s += backdrop(c, 'velvet', true, 0.4);
    s += `<circle cx="600" cy="1550" r="1300" fill="${shade(metal, 0.5)}"/><circle cx="600" cy="1550" r="1290" fill="${lin(c, [[0, tint(metal, 0.4)], [0.15, metal], [0.3, shade(metal, 0.3)]], 0, 0, 0, 1)}"/>`;
    s += `<circle cx="600" cy="1550" r="1180" fill="${rad(c, [[0, shade(metal, 0.2)], [1, metal]])}"/>`;
    const naming = label ?? 'VICTORIA REGINA';
    s += `<g transform="translate(600 1550)">${ringText(naming, 1236, 46, shade(metal, 0.6), -24, 24, { font: SERIF })}</g>`;
    s += `<ellipse cx="400" cy="330" rx="300" ry="40" transform="rotate(-8 400 330)" fill="#fff" opacity="0.15"/>`;
    return s;
  }
  if (m === 'wood') {
    const wood = shade(c.main, 0.15);
    for (let i = 0; i < 4; i++) s += member(c, rectD(i * 300, 0, 300, H), mix(wood, '#8a6a45', 0.3 + c.rng() * 0.3), [i * 300, 0, 300, H], true);
    const lines = labelLines(label, 'GILLOWS|LANCASTER');
    s += `<g transform="rotate(${f(-4 + c.rng() * 3)} 600 420)"><rect x="330" y="250" width="540" height="330" fill="#000" opacity="0.3" transform="translate(8 10)"/>`;
    s += paperSheet(c, 330, 250, 540, 330, '#e6d9b8', 18);
    s += `<rect x="350" y="270" width="500" height="290" fill="none" stroke="#3a2e22" stroke-width="3"/>`;
    lines.slice(0, 2).forEach((line, i) => (s += text(600, 360 + i * 70, line, i === 0 ? 58 : 34, '#2e241a', { weight: i === 0 ? 'bold' : undefined, spacing: 3 })));
    if (lines[2]) s += text(600, 530, lines[2], 22, '#2e241a', { style: 'italic' });
    s += `</g>`;
    s += `<path d="M120 700 c40 -60 80 20 120 -30 c30 -40 50 30 90 -10 M150 770 l120 -10" stroke="#f4f1ea" stroke-width="7" fill="none" opacity="0.75"/>`;
    s += text(980, 760, `${100 + Math.floor(c.rng() * 800)}`, 64, '#f4f1ea', { style: 'italic', extra: ' opacity="0.7"' });
    return s;
  }
  if (m === 'glass') {
    s += backdrop(c, 'charcoal', true, 0.5);
    s += `<circle cx="600" cy="450" r="380" fill="#fff" opacity="0.06"/><circle cx="600" cy="450" r="380" fill="none" stroke="#fff" stroke-width="4" opacity="0.35"/><circle cx="600" cy="450" r="330" fill="none" stroke="#fff" stroke-width="2" opacity="0.2"/>`;
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2;
      const r = 70 + c.rng() * 16;
      s += `<path d="M${f(600 + Math.cos(a) * 60)} ${f(450 + Math.sin(a) * 60)} L${f(600 + Math.cos(a) * r)} ${f(450 + Math.sin(a) * r)}" stroke="#fff" stroke-width="3" opacity="0.35"/>`;
    }
    s += `<circle cx="600" cy="450" r="58" fill="#fff" opacity="0.12"/>`;
    for (let i = 0; i < 12; i++) s += `<circle cx="${f(400 + c.rng() * 400)}" cy="${f(250 + c.rng() * 400)}" r="${f(2 + c.rng() * 4)}" fill="none" stroke="#fff" opacity="0.4"/>`;
    s += `<ellipse cx="460" cy="300" rx="200" ry="60" transform="rotate(-35 460 300)" fill="#fff" opacity="0.12"/>`;
    return s;
  }
  if (m === 'canvas') {
    s += `<rect width="${W}" height="${H}" fill="${mix(c.accent, '#5a4a2a', 0.3)}"/>`;
    for (let i = 0; i < 500; i++) {
      const x = c.rng() * W;
      const y = c.rng() * H;
      s += `<path d="M${f(x)} ${f(y)} l${f(14 + c.rng() * 30)} ${f(-4 - c.rng() * 12)}" stroke="${mix(c.accent, ['#7a6a2a', '#8a4a6a', '#4a5a2a', '#b08a4a', '#3a2a1a'][i % 5]!, 0.5)}" stroke-width="${f(5 + c.rng() * 6)}" stroke-linecap="round" opacity="0.7"/>`;
    }
    const sig = `${label ?? 'J. Docharty'}${c.spec.year ? ` ${c.spec.year}` : ''}`;
    s += text(600, 500, sig, 120, '#4a1c0c', { style: 'italic', extra: ' opacity="0.9"' });
    s += `<rect width="${W}" height="${H}" fill="#8a6a20" opacity="0.15"/>`;
    for (let i = 0; i < 60; i++) s += `<path d="M${f(c.rng() * W)} ${f(c.rng() * H)} l${f((c.rng() - 0.5) * 90)} ${f((c.rng() - 0.5) * 90)} l${f((c.rng() - 0.5) * 70)} ${f((c.rng() - 0.5) * 70)}" stroke="#1a0e04" stroke-width="1.2" fill="none" opacity="0.3"/>`;
    return s;
  }
  if (m === 'paper') {
    s += backdrop(c, kind === 'stamp' ? 'charcoal' : 'studio', true, 0.4);
    s += `<g transform="rotate(-4 600 450)">${paperSheet(c, 160, 120, 1100, 900, kind === 'banknote' ? '#f3efe4' : '#eee1c0', 30)}`;
    // the watermark, seen against the light
    s += kind === 'stamp'
      ? `<g transform="translate(520 400) scale(3)" opacity="0.35">${CROWN.replaceAll('FILL', '#fff')}</g>`
      : text(520, 420, kind === 'banknote' ? 'BANK OF ENGLAND' : 'J WHATMAN', 90, '#fff', { weight: 'bold', extra: ' opacity="0.35"' });
    s += text(330, 640, label ?? 'Pl. 6  T-F', 54, '#5e5e5e', { style: 'italic', anchor: 'start', extra: ' opacity="0.85"' });
    s += `<ellipse cx="860" cy="300" rx="130" ry="86" fill="none" stroke="#5a3a7a" stroke-width="6" opacity="0.7"/>` + text(860, 292, 'COLL.', 34, '#5a3a7a', { weight: 'bold', extra: ' opacity="0.7"' }) + text(860, 334, 'H.W.B.', 30, '#5a3a7a', { weight: 'bold', extra: ' opacity="0.7"' });
    s += `</g>`;
    return s;
  }
  if (m === 'textile') {
    if (kind === 'sampler') {
      s += `<rect width="${W}" height="${H}" fill="#e4d7b8"/>`;
      const lines = labelLines(label, 'Mary Ann Hewitt her work aged 11');
      s += text(600, 380, lines[0] ?? '', 56, '#2e3f6a', { font: MONO, weight: 'bold' }) + text(600, 520, c.spec.year ?? '1823', 110, '#2e3f6a', { font: MONO, weight: 'bold' });
      s += gridLines([0, 0, W, H], '#e4d7b8', 9, 2.2, 1, '#000');
      for (let i = 0; i < 40; i++) s += `<circle cx="${f(60 + i * 28)}" cy="${i % 2 ? 760 : 770}" r="9" fill="${i % 2 ? '#a02a2a' : '#3f5f3a'}"/>`;
      return s;
    }
    const cols = [c.main, c.accent, '#e9dfc8'];
    for (let y = 0; y < H; y += 18) {
      for (let x = 0; x < W; x += 14) {
        const band = Math.floor((Math.sin(x / 90) + Math.cos(y / 70) + 2) * 1.2) % 3;
        s += `<rect x="${x + 1}" y="${y + 1}" width="12" height="16" rx="5" fill="${shade(cols[band]!, 0.1 + ((x * 7 + y * 3) % 5) / 30)}"/>`;
      }
    }
    s += `<rect width="${W}" height="${H}" fill="${lin(c, [[0, '#fff', 0.1], [1, '#000', 0.25]], 0, 0, 1, 1)}"/>`;
    return s;
  }
  if (m === 'tin') {
    s += `<rect width="${W}" height="${H}" fill="${lin(c, [[0, tint(c.main, 0.3)], [0.5, c.main], [1, shade(c.main, 0.35)]], 0, 0, 1, 1)}"/>`;
    s += `<circle cx="600" cy="370" r="150" fill="${c.accent}"/><circle cx="600" cy="370" r="130" fill="none" stroke="#fff" stroke-width="8"/>` + text(600, 400, 'TN', 100, '#fff', { weight: 'bold' });
    s += text(600, 640, label ?? 'MADE IN JAPAN', 72, shade(c.main, 0.65), { weight: 'bold', spacing: 8 });
    for (let i = 0; i < 30; i++) s += `<path d="M${f(c.rng() * W)} ${f(c.rng() * H)} l${f(10 + c.rng() * 50)} ${f(c.rng() * 10)}" stroke="#fff" stroke-width="1.5" opacity="0.5"/>`;
    return s;
  }
  if (m === 'plush') {
    s += `<rect width="${W}" height="${H}" fill="${c.main}"/>` + fur(c, 600, 450, 800, 600, c.main, 2400);
    s += `<rect x="560" y="520" width="200" height="120" fill="#f1d23a" transform="rotate(8 660 580)"/>` + text(660, 600, '5335,2', 34, '#333', { weight: 'bold', extra: ' transform="rotate(8 660 580)"' });
    s += `<circle cx="610" cy="440" r="128" fill="#000" opacity="0.35"/><circle cx="600" cy="430" r="124" fill="${rad(c, [[0, '#f2f2f2'], [0.6, '#b7babd'], [1, '#6b6e72']], 0.38, 0.32, 0.7)}"/>`;
    s += `<circle cx="600" cy="430" r="104" fill="none" stroke="#8a8d90" stroke-width="3"/>` + text(600, 448, label ?? 'STEIFF', 48, '#55585c', { weight: 'bold', spacing: 2 });
    return s;
  }
  if (m === 'diecast') {
    s += `<rect width="${W}" height="${H}" fill="${lin(c, [[0, '#efd86a'], [1, '#c9a63a']], 0, 0, 1, 1)}"/>`;
    s += `<rect x="0" y="560" width="${W}" height="200" fill="#2f5fa8"/>` + text(600, 690, 'DINKY TOYS', 110, '#f3e9c6', { weight: 'bold', spacing: 8 });
    s += text(600, 300, `No. ${label ?? '40H'}`, 120, '#2f5fa8', { weight: 'bold' }) + text(600, 440, 'AUSTIN TAXI', 70, '#1d1d1d', { weight: 'bold', spacing: 4 });
    for (let i = 0; i < 20; i++) s += `<path d="M${f(c.rng() * W)} ${f(c.rng() * H)} l${f(10 + c.rng() * 40)} ${f(c.rng() * 12)}" stroke="#fff" stroke-width="2" opacity="0.35"/>`;
    s += `<path d="M0 820 Q600 790 ${W} 830 L${W} ${H} L0 ${H} Z" fill="#000" opacity="0.25"/>`;
    return s;
  }
  // cloth: a book's front pastedown with a bookplate
  s += `<rect width="${W}" height="${H}" fill="${c.main}"/><rect x="90" y="0" width="${W - 90}" height="${H}" fill="#efe6cf"/>`;
  s += paperSheet(c, 90, 0, W - 90, H, '#efe6cf', 20);
  s += `<rect x="400" y="170" width="420" height="560" fill="#f7f2e4" stroke="#555" stroke-width="2"/><rect x="420" y="190" width="380" height="520" fill="none" stroke="#333" stroke-width="3"/>`;
  s += text(610, 260, 'EX LIBRIS', 40, '#222', { spacing: 6 });
  s += hatch(c, [540, 320, 140, 180], '#333', 5, 0, 1, 1, 'M540 320 h140 v90 q0 70 -70 90 q-70 -20 -70 -90 Z') + `<path d="M540 320 h140 v90 q0 70 -70 90 q-70 -20 -70 -90 Z" fill="none" stroke="#222" stroke-width="3"/><path d="M540 360 h140" stroke="#222" stroke-width="3"/>`;
  s += `<path d="M520 330 q-40 60 0 160 M700 330 q40 60 0 160" stroke="#222" stroke-width="3" fill="none"/>`;
  const owners = ['ARTHUR WELLESLEY HOPE', 'EDITH MARY CAVENDISH', 'GEORGE F. BARRINGTON'];
  s += text(610, 600, owners[Math.floor(c.rng() * owners.length)]!, 24, '#222', { spacing: 2 });
  s += `<rect x="90" y="0" width="30" height="${H}" fill="#000" opacity="0.15"/>`;
  return s;
}

// ───────────────────────────────────────────── composition ──────────────────────────────────────

const DEFAULT_MATERIAL: Record<PhotoKind, PhotoMaterial> = {
  vase: 'porcelain', 'ginger-jar': 'porcelain', teapot: 'porcelain', candlestick: 'silver', 'mantel-clock': 'gilt',
  'pocket-watch': 'silver', chair: 'wood', cabinet: 'wood', chest: 'wood', coin: 'bronze', banknote: 'paper', stamp: 'paper',
  painting: 'canvas', print: 'paper', map: 'paper', book: 'cloth', ring: 'gold', brooch: 'silver', necklace: 'gold',
  decanter: 'glass', 'wine-glass': 'glass', 'toy-car': 'diecast', robot: 'tin', teddy: 'plush', medal: 'bronze',
  rug: 'textile', sampler: 'textile', sextant: 'brass', microscope: 'brass', telescope: 'brass',
};
const DEFAULT_BACKDROP: Record<PhotoKind, PhotoBackdrop> = {
  vase: 'cool', 'ginger-jar': 'studio', teapot: 'cool', candlestick: 'charcoal', 'mantel-clock': 'warm', 'pocket-watch': 'charcoal',
  chair: 'warm', cabinet: 'warm', chest: 'warm', coin: 'charcoal', banknote: 'white', stamp: 'charcoal', painting: 'studio',
  print: 'studio', map: 'warm', book: 'studio', ring: 'velvet', brooch: 'velvet', necklace: 'velvet', decanter: 'white',
  'wine-glass': 'charcoal', 'toy-car': 'white', robot: 'cool', teddy: 'warm', medal: 'velvet', rug: 'studio', sampler: 'warm',
  sextant: 'charcoal', microscope: 'studio', telescope: 'warm',
};
/** Flat-fronted objects, turned a little for the `side` view rather than mirrored. */
const PLANAR = new Set<PhotoKind>(['mantel-clock', 'cabinet', 'chest', 'book', 'robot', 'toy-car']);

const BACKDROPS: Record<PhotoBackdrop, { wall: string; floor: string; spot: number }> = {
  studio: { wall: '#dcd9d3', floor: '#cfcbc4', spot: 0.45 },
  warm: { wall: '#d9cdbb', floor: '#c9bba6', spot: 0.4 },
  cool: { wall: '#d3d8de', floor: '#c3c9d0', spot: 0.45 },
  charcoal: { wall: '#3b3c40', floor: '#2d2e31', spot: 0.18 },
  velvet: { wall: '#243248', floor: '#1b2638', spot: 0.16 },
  white: { wall: '#ecebe8', floor: '#e2e0dc', spot: 0.5 },
};

/** The studio: a sweep (wall curving into floor) for standing objects, a flat surface for the rest. */
function backdrop(c: Ctx, kind: PhotoBackdrop, flat: boolean, lightX: number, vw = W, vh = H): string {
  const b = BACKDROPS[kind];
  const base = flat
    ? `<rect width="${vw}" height="${vh}" fill="${lin(c, [[0, tint(b.wall, 0.08)], [0.55, b.wall], [1, shade(b.floor, 0.18)]], 0, 0, 1, 1)}"/>`
    : `<rect width="${vw}" height="${vh}" fill="${lin(c, [[0, shade(b.wall, 0.2)], [0.45, b.wall], [0.7, tint(b.wall, 0.12)], [0.82, b.floor], [1, shade(b.floor, 0.16)]], 0, 0, 0, 1)}"/>`;
  // one pass for the light on the backdrop and the fall-off into the corners
  const light = `<rect width="${vw}" height="${vh}" fill="${rad(c, [[0, '#fff', b.spot], [0.2, '#fff', b.spot * 0.75], [0.42, '#fff', b.spot * 0.3], [0.6, '#fff', b.spot * 0.05], [0.72, '#000', 0.04], [0.86, '#000', 0.14], [1, '#000', 0.3]], lightX, flat ? 0.42 : 0.48, 0.78)}"/>`;
  return base + light;
}
function floorShadow(c: Ctx, footprint: number, dx: number): string {
  const soft = rad(c, [[0, '#000', 0.42], [0.5, '#000', 0.18], [1, '#000', 0]]);
  const contact = rad(c, [[0, '#000', 0.55], [1, '#000', 0]]);
  return `<ellipse cx="${f(dx)}" cy="0" rx="${f(footprint * 0.66)}" ry="${f(footprint * 0.1)}" fill="${soft}"/>` +
    `<ellipse cx="${f(dx * 0.3)}" cy="0" rx="${f(footprint * 0.5)}" ry="${f(footprint * 0.035)}" fill="${contact}"/>`;
}
function dropShadow(d: Drawn): string {
  if (d.shape === 'none') return '';
  let out = '';
  for (let i = 0; i < 5; i++) {
    const g = 4 + i * 7;
    out += d.shape === 'circle'
      ? `<circle cx="10" cy="14" r="${f(d.w / 2 + g - 6)}" fill="#000" opacity="0.07"/>`
      : `<rect x="${f(-d.w / 2 - g + 12)}" y="${f(-d.h / 2 - g + 16)}" width="${f(d.w + 2 * g - 6)}" height="${f(d.h + 2 * g - 6)}" rx="${f(g)}" fill="#000" opacity="0.07"/>`;
  }
  return out;
}

/** The object placed in the frame according to the view. */
function objectScene(c: Ctx): string {
  const kind = c.spec.kind;
  const drawn = drawerFor(kind)(c);
  const bd = c.spec.backdrop ?? DEFAULT_BACKDROP[kind];
  const view = c.view;
  const flip = view === 'side' && !PLANAR.has(kind) && !drawn.flat;
  const lightX = flip ? 0.6 : 0.42;
  let out = backdrop(c, bd, !!drawn.flat, lightX);
  const mirror = (view === 'back' && drawn.mirrorBack) || flip;
  const body = mirror ? `<g transform="scale(-1 1)">${drawn.svg}</g>` : drawn.svg;
  if (drawn.flat) {
    const s = Math.min(660 / drawn.h, 920 / drawn.w);
    if (view === 'detail') {
      const z = s * (drawn.zoom ?? 2.4);
      out += `<g transform="translate(${f(600 - drawn.focus[0] * z)} ${f(450 - drawn.focus[1] * z)}) scale(${f(z)})">${dropShadow(drawn)}${body}</g>`;
    } else if (view === 'side') {
      out += `<g transform="translate(610 470) rotate(${f(-6 - c.rng() * 4)}) scale(${f(s * 0.86)})">${dropShadow(drawn)}${body}</g>`;
    } else if (view === 'back') {
      out += `<g transform="translate(590 455) rotate(2.5) scale(${f(s * 0.94)})">${dropShadow(drawn)}${body}</g>`;
    } else {
      out += `<g transform="translate(600 450) scale(${f(s)})">${dropShadow(drawn)}${body}</g>`;
    }
    return out;
  }
  const s = Math.min(600 / drawn.h, 820 / drawn.w);
  const foot = drawn.footprint ?? drawn.w;
  if (view === 'detail') {
    const z = s * (drawn.zoom ?? 2.4);
    out += `<g transform="translate(${f(600 - drawn.focus[0] * z)} ${f(450 - drawn.focus[1] * z)}) scale(${f(z)})">${floorShadow(c, foot, 0)}${body}</g>`;
  } else if (view === 'side') {
    const dx = PLANAR.has(kind) ? -40 : 70;
    const sx = PLANAR.has(kind) ? 0.8 : 1;
    out += `<g transform="translate(${600 + dx} 775) scale(${f(s * 0.88 * sx)} ${f(s * 0.88)})">${floorShadow(c, foot, flip ? -foot * 0.1 : foot * 0.1)}${body}</g>`;
  } else if (view === 'back') {
    out += `<g transform="translate(560 780) scale(${f(s * 0.93)})">${floorShadow(c, foot, foot * 0.08)}${body}</g>`;
  } else {
    out += `<g transform="translate(600 790) scale(${f(s)})">${floorShadow(c, foot, foot * 0.08)}${body}</g>`;
  }
  return out;
}

function drawerFor(kind: PhotoKind): Drawer {
  const drawers: Partial<Record<PhotoKind, Drawer>> = {
    vase, 'ginger-jar': gingerJar, teapot, candlestick, decanter, 'wine-glass': wineGlass,
    'mantel-clock': mantelClock, 'pocket-watch': pocketWatch, coin, medal, ring, brooch, necklace, chair, cabinet, chest,
    banknote, stamp, painting, print, map: countyMap, sampler, book, rug,
    'toy-car': toyCar, robot, teddy, sextant, microscope, telescope,
  };
  return drawers[kind] ?? vase;
}

let grainUri: Promise<string> | null = null;
/** A 256 px tile of film grain, made once per process and laid over every photo as a pattern. */
function grainTile(): Promise<string> {
  grainUri ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><filter id="n" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="11" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1"/></filter><rect width="256" height="256" filter="url(#n)"/></svg>`,
    ),
  )
    .png()
    .toBuffer()
    .then((b) => `data:image/png;base64,${b.toString('base64')}`);
  return grainUri;
}

/**
 * `opacity` on a single shape makes librsvg draw it offscreen and composite it, which is slow with
 * thousands of strokes; fill-opacity plus stroke-opacity looks the same for a lone shape. Groups keep
 * their opacity.
 */
function flattenOpacity(svg: string): string {
  return svg.replace(/<(path|circle|ellipse|rect|line|text)\b([^>]*?) opacity="([\d.]+)"/g, (whole, tag: string, attrs: string, value: string) =>
    /fill-opacity|stroke-opacity/.test(attrs) ? whole : `<${tag}${attrs} fill-opacity="${value}" stroke-opacity="${value}"`,
  );
}

function frame(c: Ctx, scene: string, grain: string, width: number, height: number, vw = W, vh = H): string {
  return flattenOpacity( `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${c.defs.join('')}<pattern id="grain" width="256" height="256" patternUnits="userSpaceOnUse"><image width="256" height="256" href="${grain}"/></pattern></defs>` +
    `${scene}<rect width="${vw}" height="${vh}" fill="url(#grain)" fill-opacity="0.08"/></svg>`);
}
/** The SVG source of a photo (exported for tests and previews). */
export async function photoSvg(spec: PhotoSpec, size: { width: number; height: number } = { width: W, height: H }): Promise<string> {
  const c = makeCtx(spec);
  const scene = spec.view === 'mark' ? markScene(c) : objectScene(c);
  return frame(c, scene, await grainTile(), size.width, size.height);
}

/** A catalogue photograph as JPEG (1200×900 unless told). Same spec, same bytes. */
export async function renderPhoto(spec: PhotoSpec, size: { width: number; height: number } = { width: W, height: H }): Promise<Buffer> {
  const svg = await photoSvg(spec, size);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}



// ───────────────────────────────────────────── banners ──────────────────────────────────────────

interface Placement {
  spec: Omit<PhotoSpec, 'view'>;
  x: number;
  /** The floor line the object stands on. */
  y: number;
  /** Height in pixels. */
  height: number;
}
const BANNER_W = 1600;
const BANNER_H = 600;

/** The home page's three slides: furniture and clocks, silver and glass, toys and books. */
const BANNER_SCENES: { backdrop: PhotoBackdrop; items: Placement[] }[] = [
  {
    backdrop: 'warm',
    items: [
      { spec: { kind: 'cabinet', palette: { main: '#6a4523', accent: '#c9a15a' } }, x: 1060, y: 540, height: 300 },
      { spec: { kind: 'mantel-clock', palette: { main: '#c79a3e', accent: '#2a2a2a' } }, x: 1000, y: 262, height: 190 },
      { spec: { kind: 'vase', palette: { main: '#f4f1ea', accent: '#c0392b' }, motif: 'floral' }, x: 1200, y: 262, height: 130 },
      { spec: { kind: 'chair', palette: { main: '#6b2f1c', accent: '#b58b3a' } }, x: 1440, y: 560, height: 430 },
    ],
  },
  {
    backdrop: 'charcoal',
    items: [
      { spec: { kind: 'candlestick', palette: { main: '#c0c3c7', accent: '#333' }, motif: 'single' }, x: 840, y: 520, height: 400 },
      { spec: { kind: 'decanter', palette: { main: '#1c3f94', accent: '#d4af37' }, label: 'Brandy' }, x: 1010, y: 530, height: 360 },
      { spec: { kind: 'teapot', palette: { main: '#c0c3c7', accent: '#333' }, material: 'silver', motif: 'plain' }, x: 1240, y: 540, height: 190 },
      { spec: { kind: 'ring', palette: { main: '#caa24a', accent: '#8b1020' } }, x: 1395, y: 548, height: 110 },
      { spec: { kind: 'wine-glass', palette: { main: '#8a979d', accent: '#fff' }, label: 'FIAT' }, x: 1510, y: 540, height: 330 },
    ],
  },
  {
    backdrop: 'cool',
    items: [
      { spec: { kind: 'book', palette: { main: '#2e4a2b', accent: '#d4af37' } }, x: 860, y: 520, height: 300 },
      { spec: { kind: 'robot', palette: { main: '#9aa3ab', accent: '#b0302a' } }, x: 1060, y: 535, height: 360 },
      { spec: { kind: 'teddy', palette: { main: '#c89b5a', accent: '#d9c3a0' } }, x: 1290, y: 545, height: 330 },
      { spec: { kind: 'toy-car', palette: { main: '#7a1a22', accent: '#000' } }, x: 1480, y: 560, height: 110 },
    ],
  },
];

/** A home-page slide (1600×600 JPEG): a group of objects on the right, room for text on the left. */
export async function renderBanner(index: number): Promise<Buffer> {
  const scene = BANNER_SCENES[((index % BANNER_SCENES.length) + BANNER_SCENES.length) % BANNER_SCENES.length]!;
  const base = makeCtx({ kind: 'vase', view: 'front', palette: { main: '#000', accent: '#000' } }, `b${index}_`);
  let out = backdrop(base, scene.backdrop, false, 0.68, BANNER_W, BANNER_H);
  scene.items.forEach((p, i) => {
    const c = makeCtx({ ...p.spec, view: 'front' }, `b${index}_${i}_`);
    const d = drawerFor(p.spec.kind)(c);
    const s = p.height / d.h;
    out += `<g transform="translate(${p.x} ${p.y}) scale(${f(s)})">${floorShadow(c, d.footprint ?? d.w, (d.footprint ?? d.w) * 0.08)}${d.svg}</g>`;
    base.defs.push(...c.defs);
  });
  // a soft darkening on the left, where the slide's title sits
  out += `<rect width="${BANNER_W}" height="${BANNER_H}" fill="${lin(base, [[0, '#000', 0.35], [0.45, '#000', 0.08], [0.6, '#000', 0]])}"/>`;
  const svg = frame(base, out, await grainTile(), BANNER_W, BANNER_H, BANNER_W, BANNER_H);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
