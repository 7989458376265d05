/**
 * Locally generated, abstract demo imagery for seed data and empty states.
 *
 * No real people, no downloads and no fonts: every image is an SVG built from
 * gradients, blurred "bokeh" circles and simple paths, rasterised by sharp
 * (librsvg) and encoded as WebP. Output is a pure function of the options, so
 * the same seed always yields byte-identical files.
 */
import sharp from "sharp";

export interface DemoPalette {
  name: string;
  /** Background gradient, light (top) to dark (bottom). */
  bg: readonly [string, string, string];
  /** Metallic accent used for rim light, lines and bokeh. */
  accent: string;
  /** Lighter highlight of the accent. */
  highlight: string;
  /** Silhouette fill. */
  shadow: string;
}

export const DEMO_PALETTES: readonly DemoPalette[] = [
  { name: "burgundy-gold", bg: ["#5c1427", "#2c0713", "#120308"], accent: "#d4af37", highlight: "#f6e3a1", shadow: "#0d0206" },
  { name: "midnight-champagne", bg: ["#26305a", "#10162e", "#05070f"], accent: "#e3cc9c", highlight: "#fbefd2", shadow: "#04050b" },
  { name: "emerald-gold", bg: ["#125a48", "#082a20", "#03120d"], accent: "#d1a54a", highlight: "#f3dc96", shadow: "#020d09" },
  { name: "plum-rose-gold", bg: ["#5c2455", "#2c1029", "#130612"], accent: "#e3a98f", highlight: "#f8d6c7", shadow: "#0c040b" },
  { name: "charcoal-bronze", bg: ["#47423d", "#211e1b", "#0c0b0a"], accent: "#c98c4f", highlight: "#ecc292", shadow: "#070605" },
  { name: "navy-silver", bg: ["#23395c", "#101c31", "#050a14"], accent: "#c7d0dc", highlight: "#f1f4f9", shadow: "#03060c" },
  { name: "forest-brass", bg: ["#34482a", "#182212", "#090d06"], accent: "#bfa052", highlight: "#e6d394", shadow: "#050803" },
  { name: "wine-blush", bg: ["#6a1f33", "#370c1a", "#19050b"], accent: "#efb7b4", highlight: "#fde3df", shadow: "#110307" },
];

/** Small, fast, deterministic 32-bit PRNG (mulberry32). Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paletteAt(index: number): DemoPalette {
  const n = DEMO_PALETTES.length;
  const i = ((Math.trunc(index) % n) + n) % n;
  return DEMO_PALETTES[i]!;
}

function checkSize(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 16 || value > 4096) {
    throw new RangeError(`${name} must be an integer between 16 and 4096, got ${value}`);
  }
  return value;
}

/** Fixed-precision number formatting keeps the SVG (and so the output) stable. */
const f = (n: number): string => (Math.round(n * 10) / 10).toString();

async function svgToWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: "cover" })
    .webp({ quality: 80 })
    .toBuffer();
}

function bokeh(
  rand: () => number,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  radius: [number, number],
  gradientIds: readonly string[],
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = radius[0] + rand() * (radius[1] - radius[0]);
    const cx = area.x + rand() * area.w;
    const cy = area.y + rand() * area.h;
    const opacity = 0.1 + rand() * 0.35;
    const id = gradientIds[Math.floor(rand() * gradientIds.length)];
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id})" opacity="${f(opacity * 100) / 100}"/>`;
  }
  return out;
}

export interface DemoPortraitOptions {
  seed: number;
  /** Index into {@link DEMO_PALETTES} (wraps around). */
  palette: number;
  /**
   * Accepted for API symmetry but never drawn: text rendering depends on
   * server fonts, so demo images stay text-free.
   */
  label?: string;
  /** Default 900. */
  width?: number;
  /** Default 1200 (3:4). */
  height?: number;
}

/**
 * The silhouette is drawn facing right in a 900x1200 frame, head centred near
 * (0, 0) of its own group: a stylised profile with a chignon, long neck and a
 * bare shoulder line. Deliberately minimal so it reads as a graphic, not a face.
 */
const PROFILE_PATH = [
  "M -78 196",
  // back of neck up to the nape and the back of the skull
  "C -92 150 -128 110 -140 40",
  "C -160 -60 -110 -165 -10 -180",
  // crown to forehead
  "C 70 -190 122 -140 128 -80",
  // brow, nose
  "C 131 -52 134 -30 152 6",
  "C 158 18 160 26 150 32",
  // lips and chin
  "C 142 38 146 46 144 54",
  "C 141 62 148 66 142 74",
  "C 136 84 138 100 124 114",
  // jaw to throat
  "C 104 134 72 138 56 142",
  "C 58 180 64 214 84 240",
  // collarbone and front shoulder, out of frame
  "C 140 300 250 318 330 352",
  "C 400 382 440 450 460 560",
  "L -470 560",
  // back shoulder
  "C -450 420 -380 320 -260 284",
  "C -170 258 -110 240 -78 196",
  "Z",
].join(" ");

const CHIGNON_PATH = [
  "M -112 -120",
  "C -190 -160 -262 -96 -246 -20",
  "C -234 40 -170 64 -124 34",
  "C -150 -10 -150 -70 -112 -120",
  "Z",
].join(" ");

/** Renders an abstract 3:4 portrait placeholder (WebP, 900x1200 by default). */
export async function renderDemoPortrait(opts: DemoPortraitOptions): Promise<Buffer> {
  const width = checkSize("width", opts.width ?? 900);
  const height = checkSize("height", opts.height ?? 1200);
  const pal = paletteAt(opts.palette);
  const rand = mulberry32(opts.seed);

  const W = 900;
  const H = 1200;
  const mirror = rand() < 0.5;
  const dx = (rand() - 0.5) * 90;
  const dy = (rand() - 0.5) * 60;
  const tilt = (rand() - 0.5) * 12;
  const scale = 1.0 + rand() * 0.12;
  const glowX = 0.3 + rand() * 0.4;
  const glowY = 0.22 + rand() * 0.2;
  const withChignon = rand() < 0.75;
  const earringDrop = 30 + rand() * 30;
  const arcRotation = rand() * 360;

  const bokehSvg =
    bokeh(rand, 10, { x: 0, y: 0, w: W, h: H * 0.75 }, [40, 130], ["bA", "bH"]) +
    bokeh(rand, 14, { x: 0, y: 0, w: W, h: H }, [8, 34], ["bH", "bA"]);

  // Art-deco arcs behind the head.
  let arcs = "";
  for (let i = 0; i < 3; i++) {
    const r = 300 + i * 46;
    arcs += `<circle cx="0" cy="0" r="${r}" fill="none" stroke="${pal.accent}" stroke-width="${f(1.4 - i * 0.3)}" stroke-opacity="${f(0.4 - i * 0.1)}" stroke-dasharray="${f(r * 2.4)} ${f(r * 3.9)}" transform="rotate(${f(arcRotation + i * 25)})"/>`;
  }

  const headX = W / 2 + dx;
  const headY = 480 + dy;
  const flip = mirror ? -1 : 1;
  const figureTransform = `translate(${f(headX)} ${f(headY)}) scale(${f(flip * scale * 100) / 100} ${f(scale * 100) / 100}) rotate(${f(tilt)})`;

  const figure = `${withChignon ? `<path d="${CHIGNON_PATH}"/>` : ""}<path d="${PROFILE_PATH}"/>`;
  const earring = `<g fill="none" stroke="${pal.accent}" stroke-width="2.5"><line x1="-18" y1="70" x2="-18" y2="${f(70 + earringDrop)}"/></g><circle cx="-18" cy="${f(78 + earringDrop)}" r="9" fill="${pal.highlight}" opacity="0.95"/>`;

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="0.55" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>
<radialGradient id="glow" cx="${f(glowX)}" cy="${f(glowY)}" r="0.6"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.38"/><stop offset="0.45" stop-color="${pal.accent}" stop-opacity="0.12"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="bA"><stop offset="0" stop-color="${pal.accent}" stop-opacity="0.9"/><stop offset="0.7" stop-color="${pal.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="bH"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.9"/><stop offset="0.6" stop-color="${pal.highlight}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.highlight}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>
<linearGradient id="rim" gradientUnits="userSpaceOnUse" x1="-160" y1="0" x2="160" y2="0"><stop offset="0" stop-color="${pal.accent}" stop-opacity="0.15"/><stop offset="0.55" stop-color="${pal.accent}" stop-opacity="0.7"/><stop offset="1" stop-color="${pal.highlight}" stop-opacity="1"/></linearGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>
<filter id="halo" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g filter="url(#soft)">${bokehSvg}</g>
<g transform="translate(${f(headX)} ${f(headY)})">${arcs}</g>
<g transform="${figureTransform}">
<g fill="none" stroke="url(#rim)" stroke-width="18" opacity="0.55" filter="url(#halo)">${figure}</g>
<g fill="${pal.shadow}">${figure}</g>
<g fill="none" stroke="url(#rim)" stroke-width="3" stroke-linejoin="round">${figure}</g>
${earring}
</g>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;

  return svgToWebp(svg, width, height);
}

export interface DemoBannerOptions {
  seed: number;
  /** Index into {@link DEMO_PALETTES} (wraps around). */
  palette: number;
  /** Default 1600. */
  width?: number;
  /** Default 900 (16:9). */
  height?: number;
}

/**
 * Renders an abstract London-evening banner (WebP, 1600x900 by default):
 * art-deco sunburst, a skyline silhouette with a few landmark-like shapes
 * (dome, clock tower, shard, wheel) and a shimmering river.
 */
export async function renderDemoBanner(opts: DemoBannerOptions): Promise<Buffer> {
  const width = checkSize("width", opts.width ?? 1600);
  const height = checkSize("height", opts.height ?? 900);
  const pal = paletteAt(opts.palette);
  const rand = mulberry32(opts.seed ^ 0x5bd1e995);

  const W = 1600;
  const H = 900;
  const horizon = 640 + (rand() - 0.5) * 40;
  const sunX = 500 + rand() * 600;

  // Sunburst rays from the horizon.
  let rays = "";
  const rayCount = 22;
  for (let i = 0; i <= rayCount; i++) {
    const angle = Math.PI + (i / rayCount) * Math.PI;
    const x2 = sunX + Math.cos(angle) * 1800;
    const y2 = horizon + Math.sin(angle) * 1800;
    rays += `<line x1="${f(sunX)}" y1="${f(horizon)}" x2="${f(x2)}" y2="${f(y2)}"/>`;
  }
  let rings = "";
  for (let i = 0; i < 4; i++) {
    rings += `<circle cx="${f(sunX)}" cy="${f(horizon)}" r="${170 + i * 38}"/>`;
  }

  // Skyline: generic blocks with a few landmark shapes placed by the seed.
  type Shape = { x: number; svg: string; windows: Array<[number, number, number, number]> };
  const shapes: Shape[] = [];
  let x = -20;
  while (x < W + 20) {
    const w = 40 + rand() * 90;
    const h = 60 + rand() * 170;
    const top = horizon - h;
    const roof = rand();
    let d = `M ${f(x)} ${f(horizon)} L ${f(x)} ${f(top)}`;
    if (roof < 0.25) d += ` L ${f(x + w / 2)} ${f(top - 18 - rand() * 20)}`;
    else if (roof < 0.4) d += ` L ${f(x + w * 0.3)} ${f(top)} L ${f(x + w * 0.3)} ${f(top - 22)} L ${f(x + w * 0.7)} ${f(top - 22)} L ${f(x + w * 0.7)} ${f(top)}`;
    d += ` L ${f(x + w)} ${f(top)} L ${f(x + w)} ${f(horizon)} Z`;
    shapes.push({ x, svg: `<path d="${d}"/>`, windows: [[x + 6, top + 8, w - 12, h - 16]] });
    x += w - 4 + rand() * 6;
  }

  const landmarks: string[] = [];
  const slots = [0.12, 0.32, 0.55, 0.78].map((s) => s * W + (rand() - 0.5) * 120);
  const order = [0, 1, 2, 3];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (let i = 0; i < 4; i++) {
    const lx = slots[i]!;
    switch (order[i]) {
      case 0: {
        // Dome with drum and lantern.
        const r = 70;
        landmarks.push(
          `<path d="M ${f(lx - 120)} ${f(horizon)} L ${f(lx - 120)} ${f(horizon - 120)} L ${f(lx - r - 12)} ${f(horizon - 120)} L ${f(lx - r - 12)} ${f(horizon - 170)} L ${f(lx - r)} ${f(horizon - 170)} A ${r} ${r * 1.05} 0 0 1 ${f(lx + r)} ${f(horizon - 170)} L ${f(lx + r + 12)} ${f(horizon - 170)} L ${f(lx + r + 12)} ${f(horizon - 120)} L ${f(lx + 120)} ${f(horizon - 120)} L ${f(lx + 120)} ${f(horizon)} Z"/>` +
            `<rect x="${f(lx - 9)}" y="${f(horizon - 170 - r * 1.05 - 40)}" width="18" height="44"/>` +
            `<path d="M ${f(lx - 5)} ${f(horizon - 170 - r * 1.05 - 40)} L ${f(lx)} ${f(horizon - 170 - r * 1.05 - 66)} L ${f(lx + 5)} ${f(horizon - 170 - r * 1.05 - 40)} Z"/>`,
        );
        break;
      }
      case 1: {
        // Clock tower.
        const top = horizon - 330;
        landmarks.push(
          `<path d="M ${f(lx - 26)} ${f(horizon)} L ${f(lx - 26)} ${f(top + 70)} L ${f(lx - 32)} ${f(top + 70)} L ${f(lx - 32)} ${f(top)} L ${f(lx)} ${f(top - 70)} L ${f(lx + 32)} ${f(top)} L ${f(lx + 32)} ${f(top + 70)} L ${f(lx + 26)} ${f(top + 70)} L ${f(lx + 26)} ${f(horizon)} Z"/>` +
            `<circle class="lit" cx="${f(lx)}" cy="${f(top + 34)}" r="17"/>`,
        );
        break;
      }
      case 2: {
        // Shard-like spire.
        landmarks.push(
          `<path d="M ${f(lx - 70)} ${f(horizon)} L ${f(lx - 6)} ${f(horizon - 440)} L ${f(lx + 4)} ${f(horizon - 410)} L ${f(lx + 70)} ${f(horizon)} Z"/>`,
        );
        break;
      }
      default: {
        // Observation wheel, drawn in line only.
        const r = 150;
        const cy = horizon - r - 30;
        let spokes = "";
        for (let s = 0; s < 16; s++) {
          const a = (s / 16) * Math.PI * 2;
          spokes += `<line x1="${f(lx)}" y1="${f(cy)}" x2="${f(lx + Math.cos(a) * r)}" y2="${f(cy + Math.sin(a) * r)}"/>`;
        }
        landmarks.push(
          `<g class="wheel"><circle cx="${f(lx)}" cy="${f(cy)}" r="${r}"/><circle cx="${f(lx)}" cy="${f(cy)}" r="${r - 8}"/>${spokes}<path d="M ${f(lx - 60)} ${f(horizon)} L ${f(lx)} ${f(cy)} L ${f(lx + 60)} ${f(horizon)}"/></g>`,
        );
      }
    }
  }

  // Lit windows.
  let windows = "";
  for (const s of shapes) {
    for (const [wx, wy, ww, wh] of s.windows) {
      if (ww < 10 || wh < 10) continue;
      const n = Math.floor(rand() * 5);
      for (let i = 0; i < n; i++) {
        const px = wx + rand() * ww;
        const py = wy + rand() * wh;
        windows += `<rect x="${f(px)}" y="${f(py)}" width="4" height="6"/>`;
      }
    }
  }

  // River shimmer.
  let shimmer = "";
  for (let i = 0; i < 38; i++) {
    const y = horizon + 18 + rand() * (H - horizon - 24);
    const len = 30 + rand() * 180;
    const cx = sunX + (rand() - 0.5) * (300 + (y - horizon) * 4);
    shimmer += `<line x1="${f(cx - len / 2)}" y1="${f(y)}" x2="${f(cx + len / 2)}" y2="${f(y)}" stroke-opacity="${f((0.15 + rand() * 0.5) * 100) / 100}"/>`;
  }

  const bokehSvg = bokeh(rand, 16, { x: 0, y: 0, w: W, h: horizon - 60 }, [10, 46], ["bA", "bH"]);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[2]}"/><stop offset="0.45" stop-color="${pal.bg[1]}"/><stop offset="0.72" stop-color="${pal.bg[0]}"/></linearGradient>
<radialGradient id="sun" gradientUnits="userSpaceOnUse" cx="${f(sunX)}" cy="${f(horizon)}" r="520"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.75"/><stop offset="0.3" stop-color="${pal.accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>
<radialGradient id="bA"><stop offset="0" stop-color="${pal.accent}" stop-opacity="0.9"/><stop offset="0.7" stop-color="${pal.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="bH"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.9"/><stop offset="0.6" stop-color="${pal.highlight}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.highlight}" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
<style>.lit{fill:${pal.highlight};fill-opacity:0.85}.wheel{fill:none;stroke:${pal.accent};stroke-opacity:0.55;stroke-width:2}</style>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#sun)"/>
<g stroke="${pal.accent}" stroke-opacity="0.16" stroke-width="1.5">${rays}</g>
<g fill="none" stroke="${pal.accent}" stroke-opacity="0.22" stroke-width="1.2">${rings}</g>
<g filter="url(#soft)">${bokehSvg}</g>
<g fill="${pal.shadow}" stroke="${pal.accent}" stroke-opacity="0.35" stroke-width="1.2" stroke-linejoin="round">${landmarks.join("")}${shapes.map((s) => s.svg).join("")}</g>
<g fill="${pal.highlight}" fill-opacity="0.55">${windows}</g>
<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="url(#water)"/>
<line x1="0" y1="${f(horizon)}" x2="${W}" y2="${f(horizon)}" stroke="${pal.accent}" stroke-opacity="0.6" stroke-width="1.5"/>
<g stroke="${pal.highlight}" stroke-width="2" stroke-linecap="round">${shimmer}</g>
</svg>`;

  return svgToWebp(svg, width, height);
}
