import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { RichText } from "@/components/site/prose";
import { JsonLd } from "@/features/seo/components/json-ld";
import { BLOG_PATH } from "../paths";
import type { PostView } from "../view";
import { PostCard } from "./post-card";
import { PostMeta } from "./post-meta";

/** One journal post: a centred reading column under a wide image, then more to read. */
export function PostArticle({ view }: { view: PostView }) {
  const { post, crumbs, more } = view;
  return (
    <>
      {view.jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <article>
        <header className="relative isolate overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_50%_0%,hsl(var(--gold)/0.12),transparent_70%)]"
          />
          <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:px-6 sm:pt-10 lg:px-8">
            <Breadcrumbs crumbs={crumbs} />
          </div>
          <div className="mx-auto max-w-3xl px-4 pt-12 text-center sm:px-6 sm:pt-16">
            {post.category ? (
              <p className="eyebrow flex items-center justify-center gap-3">
                <span aria-hidden="true" className="h-px w-8 bg-gold/70" />
                {post.category}
                <span aria-hidden="true" className="h-px w-8 bg-gold/70" />
              </p>
            ) : null}
            <h1 className="mt-5 font-display text-[2.375rem] leading-[1.1] break-words text-foreground sm:text-5xl lg:text-[3.5rem]">
              {post.title}
            </h1>
            {post.excerpt ? <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">{post.excerpt}</p> : null}
            <PostMeta post={post} align="center" className="mt-8" />
          </div>
        </header>

        {post.image ? (
          <div className="mx-auto mt-12 w-full max-w-5xl px-4 sm:mt-16 sm:px-6">
            {/* eslint-disable-next-line @next/next/no-img-element -- files come from the media route, not the optimiser */}
            <img
              src={post.image}
              alt=""
              width={1200}
              height={675}
              fetchPriority="high"
              decoding="async"
              className="aspect-[16/9] w-full rounded-lg border border-border object-cover"
            />
          </div>
        ) : null}

        <div className="mx-auto w-full max-w-[68ch] px-4 py-14 sm:px-0 sm:py-20">
          {/* The opening paragraph reads as a standfirst. */}
          <RichText html={post.content} className="[&>p:first-child]:text-[1.1875rem] [&>p:first-child]:text-foreground/95" />
          <footer className="mt-16 flex flex-col gap-6 border-t border-border pt-8 sm:flex-row sm:items-center sm:justify-between">
            {post.author ? (
              <p className="text-sm text-muted-foreground">
                Written by <span className="text-foreground">{post.author}</span>
              </p>
            ) : null}
            <Link href={BLOG_PATH} className="inline-flex min-h-11 items-center gap-2 text-sm text-gold transition-colors hover:text-foreground">
              <ArrowLeftIcon aria-hidden="true" className="size-4" />
              All articles
            </Link>
          </footer>
        </div>
      </article>

      {more.length > 0 ? (
        <section aria-labelledby="read-next" className="border-t border-border bg-card/30">
          <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
            <p className="eyebrow">From the journal</p>
            <h2 id="read-next" className="mt-3 font-display text-3xl text-foreground sm:text-4xl">
              Read next
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {more.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
