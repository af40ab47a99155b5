import type { ReactNode } from "react";

export const metadata = {
  title: "Bare Next.js page",
  description: "The yardstick the storefront is measured against",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", color: "#111827" }}>
        {children}
      </body>
    </html>
  );
}
