"use client";

import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslations } from "next-intl";

/**
 * A content page's editor (Tiptap): only what the API keeps — headings (h2, h3), paragraphs,
 * bold, italic, lists and https links — so what the admin writes is what visitors see. The
 * API sanitises the HTML again before storing it. Loaded only by the console, through
 * next/dynamic, so the editor never reaches a storefront bundle.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  dir,
  label,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  dir: "rtl" | "ltr";
  label: string;
}) {
  const t = useTranslations("adminCatalogue.content.toolbar");
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ["https", "mailto", "tel"], autolink: false },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        dir,
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class:
          "prose-content min-h-48 rounded-b-xl border border-slate-300 bg-white p-3 outline-none focus:border-primary-500 focus:ring-3 focus:ring-primary-200",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });
  if (!editor) return null;

  const tool = (name: string, isActive: boolean, run: () => void, text: string) => (
    <button
      key={name}
      type="button"
      aria-pressed={isActive}
      onClick={run}
      className={`min-h-9 rounded-lg px-2 text-sm font-semibold ${
        isActive ? "bg-primary-100 text-primary-900" : "text-slate-700 hover:bg-slate-100"
      }`}
    >
      {text}
    </button>
  );

  return (
    <div>
      <div
        role="toolbar"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-t-xl border border-b-0 border-slate-300 bg-slate-50 p-1"
      >
        {tool(
          "bold",
          active?.bold ?? false,
          () => editor.chain().focus().toggleBold().run(),
          t("bold"),
        )}
        {tool(
          "italic",
          active?.italic ?? false,
          () => editor.chain().focus().toggleItalic().run(),
          t("italic"),
        )}
        {tool(
          "h2",
          active?.h2 ?? false,
          () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
          t("heading2"),
        )}
        {tool(
          "h3",
          active?.h3 ?? false,
          () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
          t("heading3"),
        )}
        {tool(
          "bullet",
          active?.bullet ?? false,
          () => editor.chain().focus().toggleBulletList().run(),
          t("bulletList"),
        )}
        {tool(
          "ordered",
          active?.ordered ?? false,
          () => editor.chain().focus().toggleOrderedList().run(),
          t("orderedList"),
        )}
        {tool(
          "link",
          active?.link ?? false,
          () => {
            if (editor.isActive("link")) {
              editor.chain().focus().unsetLink().run();
              return;
            }
            const href = window.prompt(t("linkPrompt"), "https://");
            if (href && /^(https:|mailto:|tel:)/.test(href)) {
              editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
            }
          },
          t("link"),
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
