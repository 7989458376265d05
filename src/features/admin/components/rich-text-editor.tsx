"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  BoldIcon,
  CodeXmlIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  PilcrowIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
  UnlinkIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { isLinkTarget } from "../../forms/field-schemas";
import type { FieldControlProps } from "./form-field";

/**
 * Editing typography, close to the public pages' (legal/components/prose.tsx)
 * but at form size. Only what the sanitiser keeps can be made here: h2–h4,
 * paragraphs, lists, bold, italic, links and quotes.
 */
const EDITOR_TYPOGRAPHY = cn(
  "min-h-64 max-h-[32rem] overflow-y-auto px-4 py-3 text-sm leading-relaxed text-foreground/90 outline-none md:text-base",
  "[&>*:first-child]:mt-0 [&_p]:mt-3",
  "[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-xl [&_h2]:text-foreground",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-lg [&_h3]:text-foreground",
  "[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:text-xs [&_h4]:font-semibold [&_h4]:tracking-widest [&_h4]:text-gold [&_h4]:uppercase",
  "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:mt-1",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-2 [&_blockquote]:border-gold/70 [&_blockquote]:pl-4 [&_blockquote]:italic",
);

type Mode = "visual" | "html";

/**
 * The back office's rich text editor (blog posts, category and district
 * landing pages): a visual TipTap editor limited to what the public pages
 * keep after sanitising, or the HTML source, both writing the same string.
 * Whatever arrives, the action sanitises it on save and the public page
 * again on render (src/lib/sanitize.ts). Placed in a FormField, whose label
 * names it (`${id}-label`) and whose hint and error describe it.
 * `immediatelyRender: false`: the editor mounts in the browser only.
 */
export function RichTextEditor({
  control,
  value,
  onChange,
  onBlur,
  className,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  className?: string;
}) {
  const t = useTranslations("adminShell.richTextEditor");
  const [mode, setMode] = useState<Mode>("visual");
  const labelId = `${control.id}-label`;
  const invalid = Boolean(control["aria-invalid"]);
  const describedBy = control["aria-describedby"];
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https"],
          isAllowedUri: (url) => isLinkTarget(url),
          HTMLAttributes: { rel: "noopener", target: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: control.id,
        class: EDITOR_TYPOGRAPHY,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset, or source edited in HTML mode) replaces the visual content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || mode !== "visual") return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, mode]);

  // The error and its description come and go with validation.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes = { ...(editor.options.editorProps.attributes as Record<string, string>) };
    delete attributes["aria-describedby"];
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: { ...attributes, "aria-invalid": invalid ? "true" : "false", ...(describedBy ? { "aria-describedby": describedBy } : {}) },
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
      <div className="flex flex-wrap items-center gap-1 border-b border-border bg-muted/60 px-2 py-1.5">
        <div role="group" aria-label={t("mode")} className="mr-1 flex rounded-md border border-border p-0.5">
          <ModeButton active={mode === "visual"} onClick={() => setMode("visual")}>
            {t("visual")}
          </ModeButton>
          <ModeButton active={mode === "html"} onClick={() => setMode("html")}>
            <CodeXmlIcon aria-hidden="true" className="size-3.5" />
            {t("html")}
          </ModeButton>
        </div>
        {mode === "visual" && editor ? <Toolbar editor={editor} /> : null}
      </div>
      {mode === "visual" ? (
        editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="min-h-64" aria-hidden="true" />
        )
      ) : (
        <Textarea
          {...control}
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          rows={14}
          spellCheck={false}
          className="min-h-64 rounded-none border-0 font-mono text-xs leading-relaxed focus-visible:ring-0 md:text-xs"
        />
      )}
    </div>
  );
}

function ModeButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-8 items-center gap-1.5 rounded-sm px-2.5 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTranslations("adminShell.richTextEditor");
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      paragraph: e.isActive("paragraph"),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <>
      <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap items-center gap-0.5">
        <Tool label={t("heading2")} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2Icon />
        </Tool>
        <Tool label={t("heading3")} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3Icon />
        </Tool>
        <Tool label={t("paragraph")} active={state.paragraph} onClick={() => chain().setParagraph().run()}>
          <PilcrowIcon />
        </Tool>
        <Separator />
        <Tool label={t("bold")} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldIcon />
        </Tool>
        <Tool label={t("italic")} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicIcon />
        </Tool>
        <Tool label={t("link")} active={state.link || linkOpen} onClick={() => setLinkOpen((open) => !open)}>
          <LinkIcon />
        </Tool>
        <Tool label={t("unlink")} disabled={!state.link} onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
          <UnlinkIcon />
        </Tool>
        <Separator />
        <Tool label={t("bulletList")} active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <ListIcon />
        </Tool>
        <Tool label={t("orderedList")} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrderedIcon />
        </Tool>
        <Tool label={t("quote")} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <QuoteIcon />
        </Tool>
        <Separator />
        <Tool label={t("undo")} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2Icon />
        </Tool>
        <Tool label={t("redo")} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2Icon />
        </Tool>
      </div>
      {linkOpen ? <LinkForm editor={editor} onDone={() => setLinkOpen(false)} /> : null}
    </>
  );
}

/**
 * The address for the selected text (no browser prompt), the link's current
 * one when there is one: a path on this site or an http(s) URL, the rule of
 * the admin link fields (field-schemas.ts); the sanitiser decides again on save.
 */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const t = useTranslations("adminShell.richTextEditor");
  const inputId = useId();
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [invalid, setInvalid] = useState(false);

  function apply() {
    const target = href.trim();
    if (!isLinkTarget(target)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: target }).run();
    onDone();
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-2 pt-1.5">
      <Input
        id={inputId}
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          // Enter must not submit the surrounding form.
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          } else if (event.key === "Escape") {
            event.preventDefault();
            onDone();
          }
        }}
        placeholder="https://… or /blog"
        aria-label={t("linkUrl")}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${inputId}-error` : undefined}
        inputMode="url"
        className="h-9 min-w-0 flex-1 font-mono text-xs md:text-xs"
        autoFocus
      />
      <Button type="button" size="sm" onClick={apply}>
        {t("applyLink")}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t("cancel")}
      </Button>
      {invalid ? (
        <p id={`${inputId}-error`} className="w-full text-xs text-red-300 light:text-destructive">
          {t("linkInvalid")}
        </p>
      ) : null}
    </div>
  );
}

function Tool({
  label,
  active = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      // Keeps the editor's selection while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4",
        active && "bg-background text-primary",
      )}
    >
      {children}
    </button>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;
}
