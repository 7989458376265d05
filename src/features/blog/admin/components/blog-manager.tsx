"use client";

import { ExternalLinkIcon, PlusIcon, StarIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { ItemActions } from "@/features/admin/components/item-list";
import { deleteBlogPost } from "../actions";
import type { AdminBlogPost } from "../queries";
import { BlogPostDialog } from "./blog-post-dialog";

/** Newest first (created_at descending). */
const byNewest = (a: AdminBlogPost, b: AdminBlogPost) => b.createdAt.localeCompare(a.createdAt);

/** The posts table and the create/edit dialog. */
export function BlogManager({ initialPosts, startWithNewPost = false }: { initialPosts: AdminBlogPost[]; startWithNewPost?: boolean }) {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminContent");
  const format = useFormatter();
  const [posts, setPosts] = useState(initialPosts);
  const [dialog, setDialog] = useState<{ open: boolean; post: AdminBlogPost | null }>({ open: startWithNewPost, post: null });
  const published = posts.filter((post) => post.isPublished).length;

  function saved(post: AdminBlogPost, created: boolean) {
    setPosts((list) => (created ? [post, ...list] : list.map((item) => (item.id === post.id ? post : item))).sort(byNewest));
    setDialog({ open: false, post: null });
  }

  async function remove(post: AdminBlogPost): Promise<boolean> {
    const result = await callAdmin(deleteBlogPost, { id: post.id });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    setPosts((list) => list.filter((item) => item.id !== post.id));
    toast.success(t("blog.toasts.deleted"));
    return true;
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("blog.count", { count: posts.length, published })}</p>
        <Button type="button" onClick={() => setDialog({ open: true, post: null })}>
          <PlusIcon aria-hidden="true" />
          {t("blog.new")}
        </Button>
      </div>

      {posts.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border px-6 py-14 text-center">
          <p className="font-medium">{t("blog.empty")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("blog.emptyHint")}</p>
        </div>
      ) : (
        <div className="rounded-lg border border-border bg-card">
          <Table aria-label={t("blog.tableLabel")}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-4">{t("blog.columns.title")}</TableHead>
                <TableHead className="hidden sm:table-cell">{t("blog.columns.status")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("blog.columns.featured")}</TableHead>
                <TableHead className="hidden sm:table-cell">{t("blog.columns.date")}</TableHead>
                <TableHead className="pr-4 text-right">{t("blog.columns.actions")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {posts.map((post) => (
                <TableRow key={post.id}>
                  {/* w-full + max-w-0: the title takes the spare width and truncates instead of widening the table. */}
                  <TableCell className="w-full max-w-0 pl-4">
                    <p className="truncate font-medium">{post.title}</p>
                    <p className="truncate font-mono text-xs text-muted-foreground">/blog/{post.slug}</p>
                    <Badge variant={post.isPublished ? "success" : "secondary"} className="mt-1.5 sm:hidden">
                      {post.isPublished ? t("blog.status.published") : t("blog.status.draft")}
                    </Badge>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <Badge variant={post.isPublished ? "success" : "secondary"}>
                      {post.isPublished ? t("blog.status.published") : t("blog.status.draft")}
                    </Badge>
                  </TableCell>
                  <TableCell className="hidden md:table-cell">
                    {post.isFeatured ? (
                      <Badge variant="warning">
                        <StarIcon aria-hidden="true" />
                        {t("blog.featured")}
                      </Badge>
                    ) : (
                      <span className="text-xs text-muted-foreground">{t("blog.notFeatured")}</span>
                    )}
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground tabular-nums sm:table-cell">
                    <time dateTime={post.createdAt}>{format.dateTime(new Date(post.createdAt), { day: "2-digit", month: "2-digit", year: "numeric" })}</time>
                  </TableCell>
                  <TableCell className="pr-4">
                    <div className="flex justify-end gap-0.5 sm:gap-1">
                      {post.isPublished ? (
                        <Button asChild variant="ghost" size="icon" className="size-9 text-muted-foreground">
                          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label={t("blog.view", { title: post.title })} title={t("blog.view", { title: post.title })}>
                            <ExternalLinkIcon aria-hidden="true" />
                          </a>
                        </Button>
                      ) : null}
                      <ItemActions
                        className="gap-0.5 sm:gap-1"
                        editLabel={t("blog.editLabel", { title: post.title })}
                        onEdit={() => setDialog({ open: true, post })}
                        deleteLabel={t("blog.deleteLabel", { title: post.title })}
                        deleteDescription={t("blog.deleteDescription", { title: post.title })}
                        onDelete={() => remove(post)}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <BlogPostDialog open={dialog.open} post={dialog.post} onSaved={saved} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} />
    </div>
  );
}
