import Link from "next/link";
import { cn } from "@/lib/utils";
import { postPath } from "../paths";
import type { PostSummary } from "../queries";
import { PostMeta } from "./post-meta";

function PostImage({ post, priority, className }: { post: PostSummary; priority: boolean; className?: string }) {
  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- files come from the media route, not the optimiser
        <img
          src={post.image}
          alt=""
          width={1200}
          height={675}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      ) : (
        <div aria-hidden="true" className="size-full bg-[radial-gradient(60%_80%_at_30%_20%,hsl(var(--gold)/0.18),transparent_70%)]" />
      )}
    </div>
  );
}

function CategoryLabel({ post }: { post: PostSummary }) {
  if (!post.category && !post.isFeatured) return null;
  return (
    <p className="eyebrow flex items-center gap-3">
      {post.category}
      {post.isFeatured ? (
        <span className="rounded-full border border-gold/40 px-2 py-0.5 text-[0.625rem] tracking-[0.2em]">Featured</span>
      ) : null}
    </p>
  );
}

/**
 * A journal post in a list. The whole card is one link (the title's, stretched),
 * so keyboard and screen-reader users meet each post once.
 */
export function PostCard({ post, priority = false, headingLevel = 2 }: { post: PostSummary; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card transition-colors hover:border-gold/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background">
      <PostImage post={post} priority={priority} className="aspect-[16/9]" />
      <div className="flex flex-1 flex-col p-6">
        <CategoryLabel post={post} />
        <Heading className="mt-3 font-display text-xl leading-snug text-foreground sm:text-2xl">
          <Link href={postPath(post.slug)} className="after:absolute after:inset-0 group-hover:text-gold focus-visible:outline-none">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-3 line-clamp-3 flex-1 leading-relaxed text-muted-foreground">{post.excerpt}</p> : null}
        <PostMeta post={post} layout="stacked" className="mt-5 border-t border-border pt-4" />
      </div>
    </article>
  );
}

/** The lead story at the top of the journal: wide image beside the text. */
export function LeadPostCard({ post }: { post: PostSummary }) {
  return (
    <article className="group relative grid overflow-hidden rounded-lg border border-border bg-card transition-colors hover:border-gold/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background lg:grid-cols-12">
      <PostImage post={post} priority className="aspect-[16/9] lg:col-span-7 lg:aspect-auto lg:min-h-[26rem]" />
      <div className="flex flex-col justify-center p-6 sm:p-10 lg:col-span-5">
        <CategoryLabel post={post} />
        <h2 className="mt-4 font-display text-3xl leading-tight text-foreground sm:text-4xl">
          <Link href={postPath(post.slug)} className="after:absolute after:inset-0 group-hover:text-gold focus-visible:outline-none">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{post.excerpt}</p> : null}
        <PostMeta post={post} className="mt-8" />
      </div>
    </article>
  );
}
