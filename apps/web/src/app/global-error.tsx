"use client";

import { useEffect } from "react";
import "./globals.css";

/**
 * The last resort when the root layout itself fails: no translations or providers are
 * available here, so the message is shown in both languages.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en" dir="ltr">
      <body className="flex min-h-dvh items-center justify-center bg-slate-50 p-6 text-center text-slate-900">
        <title>Kesht — Something went wrong</title>
        <main className="flex max-w-lg flex-col items-center gap-6">
          <section>
            <h1 className="text-2xl font-bold">Something went wrong</h1>
            <p className="mt-2 text-slate-600">
              Something went wrong on our side. Please try again in a moment.
            </p>
          </section>
          <section lang="fa" dir="rtl">
            <h2 className="text-2xl font-bold">مشکلی پیش آمد</h2>
            <p className="mt-2 text-slate-600">
              مشکلی در سمت ما پیش آمد. لطفاً چند لحظه دیگر دوباره تلاش کنید.
            </p>
          </section>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => retry()}
              className="inline-flex min-h-11 items-center gap-3 rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
            >
              Try again
              <span aria-hidden="true" className="h-5 border-s border-white/50" />
              <span lang="fa">تلاش دوباره</span>
            </button>
            {/* A full page load, since the app's router is what failed. */}
            <a
              href="/"
              className="inline-flex min-h-11 items-center gap-3 rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800"
            >
              Home
              <span aria-hidden="true" className="h-5 border-s border-slate-300" />
              <span lang="fa">صفحه اصلی</span>
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
