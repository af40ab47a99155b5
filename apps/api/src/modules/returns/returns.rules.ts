/*
 * The arithmetic of a return (issue 28 item 2), pure and in whole rials: what the chosen
 * quantities cost and how much of the platform's commission a refund gives back.
 */

/** Quantities are kept to the gram (3 decimals); compared in thousandths so 0.1 + 0.2 is 0.3. */
export function thousandths(quantity: number): number {
  return Math.round(quantity * 1000);
}

/**
 * What `quantity` of a line costs: its share of the line's total. The whole of what is left
 * costs exactly what is left of the total, so several returns of one line never add up to
 * more than the customer paid for it.
 */
export function lineRefundRials(line: {
  count: number;
  totalRials: number;
  quantity: number;
  alreadyQuantity: number;
  alreadyRials: number;
}): number {
  const left = thousandths(line.count) - thousandths(line.alreadyQuantity);
  const leftRials = Math.max(0, line.totalRials - line.alreadyRials);
  if (thousandths(line.quantity) >= left) return leftRials;
  return Math.min(
    leftRials,
    Math.round((line.totalRials * thousandths(line.quantity)) / thousandths(line.count)),
  );
}

/**
 * The commission given back with a refund: in proportion to the goods refunded, counted over
 * all the order's refunds together, so the parts given back never add up to more than the
 * commission taken (each is the difference of two rounded cumulative shares).
 */
export function commissionBackRials(input: {
  commissionRials: number;
  goodsRials: number;
  refundedBeforeRials: number;
  refundRials: number;
}): number {
  if (input.goodsRials <= 0 || input.commissionRials <= 0) return 0;
  const share = (refunded: number) =>
    Math.round((input.commissionRials * Math.min(refunded, input.goodsRials)) / input.goodsRials);
  return share(input.refundedBeforeRials + input.refundRials) - share(input.refundedBeforeRials);
}
