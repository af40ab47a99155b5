export { DiscountCodeField } from "./discount-code-field";
export { DiscountCodes } from "./discount-codes";
