/**
 * The home page's copy is edited in the back office as plain text, so the
 * sentence about membership cannot carry its own link. This finds it (the
 * first sentence naming membership) so the page can link it to sign-up; copy
 * without one is shown as written.
 */
export type MembershipSplit = { before: string; sentence: string; after: string };

const MEMBERSHIP_SENTENCE = /[^.!?]*\bmembership\b[^.!?]*[.!?]?/i;

export function splitMembershipSentence(text: string): MembershipSplit | null {
  const match = MEMBERSHIP_SENTENCE.exec(text);
  if (!match) return null;
  const lead = match[0].length - match[0].trimStart().length;
  const sentence = match[0].trim();
  const start = match.index + lead;
  return { before: text.slice(0, start), sentence, after: text.slice(start + sentence.length) };
}
