import "server-only";
import QRCode from "qrcode";

/**
 * The set-up address as a QR code for the authenticator app, an SVG data
 * URL drawn on the server (the qrcode package: no script in the browser, and
 * the page's image policy allows data: images).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
