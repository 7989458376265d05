import { expect, test } from "./support/test";
import { FaqScreen } from "./pages/faq";

/**
 * No silent overwrites (issue: the anchors let the second of two people
 * saving the same document silently undo the first): two admins, each in
 * their own browser, edit the same FAQ. The second save is refused with who
 * changed it; "Overwrite" then saves it on purpose.
 */
test("two admins editing the same FAQ: the second is told who changed it, and may overwrite", { tag: "@postgres" }, async ({ browser, users }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [anna, ben] = await Promise.all([users.create("admin"), users.create("admin")]);
  const [annaContext, benContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  await anna.signIn(annaContext);
  await ben.signIn(benContext);
  const annaFaqs = new FaqScreen(await annaContext.newPage());
  const benFaqs = new FaqScreen(await benContext.newPage());

  // Anna creates the FAQ; both open it for editing.
  const question = `Is parking arranged? ${stamp}`;
  await annaFaqs.goto();
  await annaFaqs.question.fill(question);
  await annaFaqs.answer.fill("On request.");
  await annaFaqs.create.click();
  await expect(annaFaqs.page.getByText("FAQ created")).toBeVisible();
  await benFaqs.goto();
  for (const screen of [annaFaqs, benFaqs]) {
    await screen.page.getByRole("button", { name: `Edit “${question}”` }).click();
    await expect(screen.answer).toHaveValue("On request.");
  }

  // Anna saves first.
  await annaFaqs.answer.fill("Yes, valet parking on request.");
  await annaFaqs.page.getByRole("button", { name: "Update FAQ" }).click();
  await expect(annaFaqs.page.getByText("FAQ updated")).toBeVisible();

  // Ben's save over it is refused, naming Anna; his text stays in his form.
  await benFaqs.answer.fill("No parking.");
  await benFaqs.page.getByRole("button", { name: "Update FAQ" }).click();
  await expect(benFaqs.page.getByText(`Changed by ${anna.email} at`)).toBeVisible();
  await expect(benFaqs.answer).toHaveValue("No parking.");
  const publicAnswer = async () => (await (await benFaqs.page.request.get("/faq")).text()).includes("Yes, valet parking on request.");
  expect(await publicAnswer()).toBe(true);

  // He chooses to overwrite.
  await benFaqs.page.getByRole("button", { name: "Overwrite" }).click();
  await expect(benFaqs.page.getByText("FAQ updated")).toBeVisible();
  await expect.poll(async () => (await (await benFaqs.page.request.get("/faq")).text()).includes("No parking.")).toBe(true);

  await annaContext.close();
  await benContext.close();
});
