/**
 * Exclusive members' logins: an admin types the
 * client's name and the login is made from it. Pure, so the create dialog
 * can show the login before the call and the action makes the same one.
 */

/** The part before the '@' has at most 20 characters. */
export const MEMBER_LOGIN_MAX = 20;

/** Letters, digits, spaces, hyphens and underscores only ("Ana-Sofia Lee", "client_42"). */
const CLIENT_NAME = /^[\p{L}\p{N} _-]+$/u;

export function isValidClientName(name: string): boolean {
  return CLIENT_NAME.test(name);
}

/**
 * The login's local part: the name lowercased, stripped of everything but
 * a–z and 0–9, cut to 20 characters. Accents are folded first ("Zoë" → "zoe")
 * so a name the rule accepts does not silently lose its letters; a name with
 * no Latin letter or digit at all ("李娜") gives "" and the caller refuses it.
 */
export function memberLoginLocalPart(clientName: string): string {
  return clientName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, MEMBER_LOGIN_MAX);
}

/** "Ana-Sofia Lee" at members.velvet.london → "anasofialee@members.velvet.london"; null when the name gives no login. */
export function memberLogin(clientName: string, memberMailDomain: string): string | null {
  const local = memberLoginLocalPart(clientName);
  const domain = memberMailDomain.trim().toLowerCase();
  return local && domain ? `${local}@${domain}` : null;
}
