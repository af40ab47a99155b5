/**
 * Every icon of the app, in one folder: inline strokes (24×24, currentColor), so no icon font
 * or sprite is downloaded. They are decorative: the control that holds one carries the name.
 * One file per icon, named one by one here: a page's scripts carry the icons its components
 * draw, not every icon of a group some other page uses (issue 26).
 */

export { CheckIcon } from "./action/check";
export { EditIcon } from "./action/edit";
export { FilterIcon } from "./action/filter";
export { LocateIcon } from "./action/locate";
export { LogoutIcon } from "./action/logout";
export { MinusIcon } from "./action/minus";
export { PlayIcon } from "./action/play";
// What a control does.
export { PlusIcon } from "./action/plus";
export { RetryIcon } from "./action/retry";
export { ShareIcon } from "./action/share";
export { Spinner } from "./action/spinner";
export { TrashIcon } from "./action/trash";
export { UploadIcon } from "./action/upload";
export { BackArrowIcon } from "./navigation/back-arrow";
export { CartIcon } from "./navigation/cart";
export { ChevronIcon } from "./navigation/chevron";
export { ChevronDownIcon } from "./navigation/chevron-down";
export { CloseIcon } from "./navigation/close";
export { DashboardIcon } from "./navigation/dashboard";
export { ForwardArrowIcon } from "./navigation/forward-arrow";
// Where a control leads: the app's sections and the ways along and out of a page.
export { HomeIcon } from "./navigation/home";
export { NextIcon } from "./navigation/next";
export { OrdersIcon } from "./navigation/orders";
export { PreviousIcon } from "./navigation/previous";
export { ProductsIcon } from "./navigation/products";
export { ProfileIcon } from "./navigation/profile";
export { SearchIcon } from "./navigation/search";
export { SignInIcon } from "./navigation/sign-in";
export { type IconProps, StrokeIcon } from "./stroke-icon";
export { AlertIcon } from "./thing/alert";
export { BasketIcon } from "./thing/basket";
export { CalendarIcon } from "./thing/calendar";
export { CheckBadgeIcon } from "./thing/check-badge";
export { ClockIcon } from "./thing/clock";
export { DocumentIcon } from "./thing/document";
export { HeartIcon } from "./thing/heart";
// What a row, a card or a notice is about.
export { HistoryIcon } from "./thing/history";
export { ImagesIcon } from "./thing/images";
export { MapPinIcon } from "./thing/map-pin";
export { MessagesIcon } from "./thing/messages";
export { SproutIcon } from "./thing/sprout";
export { StarIcon } from "./thing/star";
export { StoreIcon } from "./thing/store";
export { SuggestIcon } from "./thing/suggest";
export { TruckIcon } from "./thing/truck";
export { TurnoversIcon } from "./thing/turnovers";
export { WalletIcon } from "./thing/wallet";
