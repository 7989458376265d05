import { handleSignOut } from "@/features/auth/sign-out";

/** POST only (a GET could be triggered by any link or image on another site). */
export async function POST(request: Request): Promise<Response> {
  return handleSignOut(request);
}
