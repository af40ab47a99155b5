import enAccounts from "../../messages/en/accounts.json";
import enShop from "../../messages/en/shop.json";
import en from "../../messages/en.json";
import faAccounts from "../../messages/fa/accounts.json";
import faShop from "../../messages/fa/shop.json";
import fa from "../../messages/fa.json";

/**
 * Every message of each language: the shell's catalogue plus one file per feature area under
 * messages/<language>/, each becoming the namespace of its file name.
 */
export const catalogues = {
  en: { ...en, accounts: enAccounts, shop: enShop },
  fa: { ...fa, accounts: faAccounts, shop: faShop },
};

export type Messages = (typeof catalogues)["en"];
