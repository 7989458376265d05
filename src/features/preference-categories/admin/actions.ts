"use server";

import * as mutations from "./mutations";

/** Home page tiles: the browser's entry points (each one authorises and validates itself). */
export async function createPreferenceCategory(input: unknown) {
  return mutations.createPreferenceCategory(input);
}

export async function updatePreferenceCategory(input: unknown) {
  return mutations.updatePreferenceCategory(input);
}

export async function deletePreferenceCategory(input: unknown) {
  return mutations.deletePreferenceCategory(input);
}

export async function uploadPreferenceCategoryImage(formData: FormData) {
  return mutations.uploadPreferenceCategoryImage(formData);
}
