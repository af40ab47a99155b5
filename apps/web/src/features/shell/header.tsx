import { AccountAction } from "./account-action";
import { BrandLink } from "./brand-link";
import { HeaderHeight } from "./header-height";
import { HeaderNav } from "./header-nav";
import { LanguageSwitch } from "./language-switch";
import { SearchLauncher } from "./search-launcher";

/**
 * The fixed top header (SPEC §2). Below 768px it has two rows, the search box on its own full
 * width row; from 768px everything shares one row and the header also carries the sections.
 */
export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-3xl flex-wrap content-center items-center gap-2 px-4 md:flex-nowrap lg:max-w-6xl lg:gap-4 lg:px-8">
        <BrandLink />
        <div className="order-last basis-full md:order-none md:max-w-md md:flex-1 md:basis-auto">
          <SearchLauncher />
        </div>
        <div className="ms-auto flex items-center gap-1 lg:gap-2">
          <HeaderNav />
          <LanguageSwitch />
          <AccountAction />
        </div>
        <HeaderHeight />
      </div>
    </header>
  );
}
