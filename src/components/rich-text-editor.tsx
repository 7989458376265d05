"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
  UnlinkIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { cn } from "@/lib/utils";

/** Toolbar and link-form texts, passed in by the screen in its language. */
export interface RichTextEditorLabels {
  toolbar: string;
  bold: string;
  italic: string;
  heading2: string;
  heading3: string;
  bulletList: string;
  orderedList: string;
  blockquote: string;
  link: string;
  unlink: string;
  undo: string;
  redo: string;
  linkUrl: string;
  applyLink: string;
  cancelLink: string;
  linkInvalid: string;
}

/**
 * Link targets the editor accepts: a path on this site or an http(s) URL.
 * The server's sanitiser (src/lib/sanitize.ts) decides again on save and on
 * render; this only keeps the admin from typing something that will vanish.
 */
function isAcceptableHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.includes("\\");
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * TipTap editor limited to what the public site keeps after sanitising:
 * h2/h3, paragraphs, bold, italic, lists, quotes, links and line breaks
 * (no code, strike, underline, rules or other heading levels), so what the
 * admin sees is what visitors get. `immediatelyRender: false` avoids a
 * hydration mismatch: the editor mounts in the browser only.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  labels,
  invalid,
  describedBy,
  labelledBy,
  className,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labels: RichTextEditorLabels;
  invalid?: boolean;
  describedBy?: string;
  labelledBy?: string;
  className?: string;
}) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https"], isAllowedUri: (url) => isAcceptableHref(url) },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        ...(labelledBy ? { "aria-labelledby": labelledBy } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: cn(
          "min-h-72 px-4 py-3 text-sm leading-relaxed focus:outline-none md:text-base",
          "[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl",
          "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-1",
          "[&_blockquote]:my-4 [&_blockquote]:border-l-2 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:italic",
          "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&>*:first-child]:mt-0",
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a different post opened in the same editor) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          "aria-invalid": invalid ? "true" : "false",
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
        },
      },
    });
  }, [editor, invalid, describedBy]);

  return (
    <div
      className={cn(
        "overflow-hidden rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring",
        invalid && "border-destructive",
        className,
      )}
    >
      <Toolbar editor={editor} labels={labels} />
      {editor ? <EditorContent editor={editor} /> : <div className="min-h-72" aria-hidden="true" />}
    </div>
  );
}

function Toolbar({ editor, labels }: { editor: Editor | null; labels: RichTextEditorLabels }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            h2: current.isActive("heading", { level: 2 }),
            h3: current.isActive("heading", { level: 3 }),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            blockquote: current.isActive("blockquote"),
            link: current.isActive("link"),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const chain = () => editor!.chain().focus();
  const disabled = !editor;

  return (
    <div className="border-b border-border bg-muted/50">
      <div role="toolbar" aria-label={labels.toolbar} className="flex flex-wrap items-center gap-0.5 p-1">
        <ToolButton label={labels.bold} active={state?.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
          <BoldIcon />
        </ToolButton>
        <ToolButton label={labels.italic} active={state?.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
          <ItalicIcon />
        </ToolButton>
        <Divider />
        <ToolButton label={labels.heading2} active={state?.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2Icon />
        </ToolButton>
        <ToolButton label={labels.heading3} active={state?.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3Icon />
        </ToolButton>
        <Divider />
        <ToolButton label={labels.bulletList} active={state?.bulletList} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
          <ListIcon />
        </ToolButton>
        <ToolButton label={labels.orderedList} active={state?.orderedList} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrderedIcon />
        </ToolButton>
        <ToolButton label={labels.blockquote} active={state?.blockquote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()}>
          <QuoteIcon />
        </ToolButton>
        <Divider />
        <ToolButton label={labels.link} active={state?.link || linkOpen} disabled={disabled} onClick={() => setLinkOpen((open) => !open)}>
          <LinkIcon />
        </ToolButton>
        <ToolButton label={labels.unlink} disabled={disabled || !state?.link} onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
          <UnlinkIcon />
        </ToolButton>
        <span className="ml-auto flex gap-0.5">
          <ToolButton label={labels.undo} disabled={disabled || !state?.canUndo} onClick={() => chain().undo().run()}>
            <Undo2Icon />
          </ToolButton>
          <ToolButton label={labels.redo} disabled={disabled || !state?.canRedo} onClick={() => chain().redo().run()}>
            <Redo2Icon />
          </ToolButton>
        </span>
      </div>
      {linkOpen && editor ? <LinkForm editor={editor} labels={labels} onDone={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

/** An inline link form (no browser prompt): the address for the selected text. */
function LinkForm({ editor, labels, onDone }: { editor: Editor; labels: RichTextEditorLabels; onDone: () => void }) {
  const inputId = useId();
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [invalid, setInvalid] = useState(false);

  function apply() {
    const target = href.trim();
    if (!isAcceptableHref(target)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: target }).run();
    onDone();
  }

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border px-2 py-2">
      <label htmlFor={inputId} className="sr-only">
        {labels.linkUrl}
      </label>
      <input
        id={inputId}
        value={href}
        autoFocus
        inputMode="url"
        placeholder="https://… or /blog"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          // Enter must not submit the surrounding form.
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
          if (event.key === "Escape") {
            event.preventDefault();
            onDone();
          }
        }}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
      />
      <button type="button" onClick={apply} className="h-9 rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90">
        {labels.applyLink}
      </button>
      <button type="button" onClick={onDone} className="h-9 rounded-md px-3 text-sm text-muted-foreground hover:bg-accent hover:text-foreground">
        {labels.cancelLink}
      </button>
      {invalid ? (
        <p id={`${inputId}-error`} className="w-full text-xs text-red-300 light:text-red-700">
          {labels.linkInvalid}
        </p>
      ) : null}
    </div>
  );
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4",
        active && "bg-accent text-foreground",
      )}
    >
      {children}
    </button>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;
}
