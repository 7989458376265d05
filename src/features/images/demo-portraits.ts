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
/** Two decimals, for opacities and scale factors. */
const f2 = (n: number): string => (Math.round(n * 100) / 100).toString();

/** The SVG is drawn in a fixed design frame and rasterised directly at the output size (crisp, cover-cropped). */
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
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id})" opacity="${f2(opacity)}"/>`;
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
 * The silhouette is drawn facing right, head centred near (0, 0) of its own
 * group: a stylised profile with a long neck and sloping shoulders that run
 * out of the frame. Deliberately minimal (no eyes, no features beyond the
 * outline) so it reads as a graphic, not a face.
 */
const PROFILE_PATH = [
  "M -66 200",
  // nape up to the back of the skull and the crown
  "C -70 150 -78 120 -96 92",
  "C -130 40 -136 -50 -96 -112",
  "C -70 -150 -40 -162 -5 -162",
  // crown to forehead
  "C 70 -168 112 -120 116 -62",
  // forehead, nose
  "C 118 -40 120 -22 136 6",
  "C 142 16 142 24 132 28",
  // lips and chin
  "C 126 31 130 40 128 46",
  "C 126 52 133 56 128 62",
  "C 122 70 126 84 112 98",
  // under the chin to the throat
  "C 96 110 70 114 44 116",
  // front of the neck
  "C 40 170 46 230 66 268",
  // collarbone, shoulder, arm (out of frame)
  "C 100 310 190 322 250 356",
  "C 320 396 350 470 370 900",
  "L -380 900",
  // back shoulder
  "C -370 520 -330 400 -220 344",
  "C -140 306 -76 270 -66 200",
  "Z",
].join(" ");

/** Hair styles, drawn behind the profile in the same fill. */
const HAIR_PATHS = [
  // chignon
  "M -96 -120 C -170 -150 -232 -96 -220 -30 C -210 24 -160 46 -118 24 C -138 -16 -134 -74 -96 -120 Z",
  // long hair falling over the back
  "M 104 -96 C 92 -160 40 -184 -16 -180 C -110 -174 -168 -100 -162 -10 C -158 80 -176 170 -236 262 C -262 302 -280 350 -286 430 C -240 420 -200 378 -150 330 C -100 290 -66 240 -58 180 C -50 120 -70 40 -40 -60 C -10 -110 60 -120 104 -96 Z",
  // high ponytail sweeping back
  "M -40 -150 C -120 -190 -200 -150 -230 -80 C -250 -30 -290 20 -330 40 C -260 60 -200 20 -170 -30 C -150 -70 -110 -100 -60 -110 Z",
] as const;

/** Renders an abstract 3:4 portrait placeholder (WebP, 900x1200 by default). */
export async function renderDemoPortrait(opts: DemoPortraitOptions): Promise<Buffer> {
  const width = checkSize("width", opts.width ?? 900);
  const height = checkSize("height", opts.height ?? 1200);
  const pal = paletteAt(opts.palette);
  const rand = mulberry32(opts.seed);

  const W = 900;
  const H = 1200;
  const mirror = rand() < 0.5;
  const dx = (rand() - 0.5) * 80;
  const dy = (rand() - 0.5) * 50;
  const tilt = -4 + rand() * 12; // slightly raised chin reads as poised
  const scale = 1.05 + rand() * 0.12;
  const glowX = 0.35 + rand() * 0.3;
  const glowY = 0.25 + rand() * 0.15;
  const hair = HAIR_PATHS[Math.floor(rand() * HAIR_PATHS.length)]!;
  const earringDrop = 22 + rand() * 22;
  const arcRotation = rand() * 360;

  const bokehSvg =
    bokeh(rand, 9, { x: 0, y: 0, w: W, h: H * 0.7 }, [50, 140], ["bA", "bH"]) +
    bokeh(rand, 16, { x: 0, y: 0, w: W, h: H }, [8, 30], ["bH", "bA"]);

  const headX = W / 2 + dx;
  const headY = 440 + dy;
  const flip = mirror ? -1 : 1;

  // Art-deco arcs behind the head.
  let arcs = "";
  for (let i = 0; i < 3; i++) {
    const r = 250 + i * 40;
    arcs += `<circle r="${r}" fill="none" stroke="${pal.accent}" stroke-width="${f(1.5 - i * 0.35)}" stroke-opacity="${f2(0.45 - i * 0.1)}" stroke-dasharray="${f(r * 2.2)} ${f(r * 4.1)}" transform="rotate(${f(arcRotation + i * 28)})"/>`;
  }

  const figureTransform = `translate(${f(headX)} ${f(headY)}) scale(${f2(flip * scale)} ${f2(scale)}) rotate(${f(tilt)})`;
  const figure = `<path d="${hair}"/><path d="${PROFILE_PATH}"/>`;
  // Rim light: soft wide strokes, then a crisp one; the fill drawn on top
  // hides the inner half, so only the outer edge glows.
  const rim = [
    [22, 0.06],
    [14, 0.1],
    [8, 0.18],
    [4, 1],
  ]
    .map(([w, o]) => `<g stroke-width="${w}" stroke-opacity="${o}">${figure}</g>`)
    .join("");
  const earring =
    `<circle cx="-4" cy="46" r="4" fill="${pal.accent}"/>` +
    `<line x1="-4" y1="48" x2="-4" y2="${f(50 + earringDrop)}" stroke="${pal.accent}" stroke-width="1.6"/>` +
    `<ellipse cx="-4" cy="${f(58 + earringDrop)}" rx="6" ry="9" fill="${pal.highlight}"/>`;

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="0.55" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>
<radialGradient id="glow" cx="${f2(glowX)}" cy="${f2(glowY)}" r="0.55"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.42"/><stop offset="0.4" stop-color="${pal.accent}" stop-opacity="0.14"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="bA"><stop offset="0" stop-color="${pal.accent}" stop-opacity="0.75"/><stop offset="0.65" stop-color="${pal.accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="bH"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.8"/><stop offset="0.55" stop-color="${pal.highlight}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.highlight}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.42" r="0.78"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>
<linearGradient id="rim" gradientUnits="userSpaceOnUse" x1="-200" y1="-160" x2="160" y2="120"><stop offset="0" stop-color="${pal.accent}" stop-opacity="0.1"/><stop offset="0.5" stop-color="${pal.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${pal.highlight}"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${bokehSvg}
<g transform="translate(${f(headX)} ${f(headY)})">${arcs}</g>
<g transform="${figureTransform}">
<g fill="none" stroke="url(#rim)" stroke-linejoin="round">${rim}</g>
<g fill="${pal.shadow}">${figure}</g>
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
    const h = 50 + rand() * 130;
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
            `<circle class="lit" cx="${f(lx)}" cy="${f(top + 34)}" r="13"/>`,
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
    shimmer += `<line x1="${f(cx - len / 2)}" y1="${f(y)}" x2="${f(cx + len / 2)}" y2="${f(y)}" stroke-opacity="${f2(0.1 + rand() * 0.4)}"/>`;
  }

  const bokehSvg = bokeh(rand, 16, { x: 0, y: 0, w: W, h: horizon - 60 }, [10, 46], ["bA", "bH"]);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[2]}"/><stop offset="0.45" stop-color="${pal.bg[1]}"/><stop offset="0.72" stop-color="${pal.bg[0]}"/></linearGradient>
<radialGradient id="sun" gradientUnits="userSpaceOnUse" cx="${f(sunX)}" cy="${f(horizon)}" r="520"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.75"/><stop offset="0.3" stop-color="${pal.accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>
<radialGradient id="bA"><stop offset="0" stop-color="${pal.accent}" stop-opacity="0.9"/><stop offset="0.7" stop-color="${pal.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="bH"><stop offset="0" stop-color="${pal.highlight}" stop-opacity="0.9"/><stop offset="0.6" stop-color="${pal.highlight}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.highlight}" stop-opacity="0"/></radialGradient>
<linearGradient id="far" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.shadow}"/></linearGradient>
<style>.lit{fill:${pal.highlight};fill-opacity:0.55;stroke:none}.wheel{fill:none;stroke:${pal.accent};stroke-opacity:0.55;stroke-width:2}</style>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#sun)"/>
<g stroke="${pal.accent}" stroke-opacity="0.16" stroke-width="1.5">${rays}</g>
<g fill="none" stroke="${pal.accent}" stroke-opacity="0.22" stroke-width="1.2">${rings}</g>
${bokehSvg}
<g id="city">
<g fill="url(#far)">${shapes.map((s) => s.svg).join("")}</g>
<g fill="${pal.highlight}" fill-opacity="0.5">${windows}</g>
<g fill="${pal.shadow}" stroke="${pal.accent}" stroke-opacity="0.45" stroke-width="1.2" stroke-linejoin="round">${landmarks.join("")}</g>
</g>
<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="url(#water)"/>
<use href="#city" transform="translate(0 ${f(horizon * 2)}) scale(1 -1)" opacity="0.22"/>
<line x1="0" y1="${f(horizon)}" x2="${W}" y2="${f(horizon)}" stroke="${pal.accent}" stroke-opacity="0.6" stroke-width="1.5"/>
<g stroke="${pal.highlight}" stroke-width="1.6" stroke-linecap="round">${shimmer}</g>
</svg>`;

  return svgToWebp(svg, width, height);
}
