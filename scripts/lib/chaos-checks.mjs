// What the chaos run checks once the faults are over: that no money and no stock went missing.
// Read straight from PostgreSQL, apart from the wallets, which are also asked of the API.

const walletKinds = ["customer_wallet", "seller_wallet", "seller_pending", "payout_reserved"];

/** Stock of every product variant and the last order id, before the load starts. */
export async function snapshot(client) {
  const variants = await client.query("select id, stock::float8 as stock from product_variants");
  const orders = await client.query("select coalesce(max(id), 0)::int as id from orders");
  return {
    stock: new Map(variants.rows.map((row) => [row.id, Number(row.stock)])),
    lastOrderId: orders.rows[0].id,
  };
}

/**
 * @param {import("pg").Client} client
 * @param {{ stock: Map<number, number>, lastOrderId: number }} before
 * @param {import("./chaos-shopper.mjs").Shopper[]} shoppers
 */
export async function checkNothingLost(client, before, shoppers) {
  const checks = [];
  const check = (name, ok, detail) => checks.push({ name, ok, detail });

  const total = await client.query(
    "select coalesce(sum(amount_rials), 0)::text as sum, count(*)::int as entries from ledger_entries",
  );
  check(
    "the ledger sums to zero",
    total.rows[0].sum === "0",
    `${total.rows[0].entries} entries, sum ${total.rows[0].sum}`,
  );

  const unbalanced = await client.query(
    `select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
     group by t.id having count(e.id) < 2 or coalesce(sum(e.amount_rials), 0) <> 0`,
  );
  check(
    "every transaction balances",
    unbalanced.rowCount === 0,
    `${unbalanced.rowCount} unbalanced`,
  );

  const negative = await client.query(
    `select a.kind, a.owner_id, sum(e.amount_rials)::text as sum from ledger_accounts a
     join ledger_entries e on e.account_id = a.id where a.kind = any($1)
     group by a.id having sum(e.amount_rials) < 0`,
    [walletKinds],
  );
  check("no wallet below zero", negative.rowCount === 0, `${negative.rowCount} below zero`);

  // The wallet as the API shows it against the sum of its ledger entries.
  let walletMismatches = 0;
  for (const shopper of shoppers) {
    const shown = await shopper.call("check", "GET", "/api/v1/customer/wallet");
    const entries = await client.query(
      `select coalesce(sum(e.amount_rials), 0)::float8 as sum from ledger_accounts a
       join users u on u.id = a.owner_id left join ledger_entries e on e.account_id = a.id
       where a.kind = 'customer_wallet' and u.mobile = $1`,
      [shopper.mobile],
    );
    if (shown.data?.balance_rials !== Number(entries.rows[0]?.sum ?? 0)) walletMismatches++;
  }
  check(
    "every wallet equals its entries",
    walletMismatches === 0,
    `${shoppers.length} customers' wallets read through the API, ${walletMismatches} differ`,
  );

  const paidTwice = await client.query(
    `select order_id from ledger_transactions
     where kind in ('order_wallet_payment', 'order_gateway_payment') and order_id is not null
     group by order_id having count(*) > 1`,
  );
  const paidWithoutMoney = await client.query(
    `select o.id from orders o where o.id > $1 and o.paid_at is not null and not exists (
       select 1 from ledger_transactions t where t.order_id = o.id
       and t.kind in ('order_wallet_payment', 'order_gateway_payment'))`,
    [before.lastOrderId],
  );
  check(
    "no order paid twice (or marked paid without its payment)",
    paidTwice.rowCount === 0 && paidWithoutMoney.rowCount === 0,
    `${paidTwice.rowCount} paid twice, ${paidWithoutMoney.rowCount} paid without a ledger payment`,
  );

  const approved = shoppers.flatMap((shopper) => shopper.approved);
  const payments = await client.query(
    `select p.id, p.status, (select count(*)::int from ledger_transactions t where t.payment_id = p.id) as moved
     from payments p where p.id = any($1)`,
    [approved],
  );
  const lost = payments.rows.filter((row) => row.status !== "paid" || row.moved !== 1);
  check(
    "no payment lost",
    payments.rowCount === approved.length && lost.length === 0,
    `${approved.length} approved at the gateway, ${payments.rowCount} found, ` +
      `${lost.length} not paid exactly once${lost.length ? `: ${JSON.stringify(lost.slice(0, 5))}` : ""}`,
  );

  // Stock: what an order that is not cancelled holds (sold, or reserved while it waits for
  // its payment) is gone from its variant; a cancelled order gave it back.
  const sold = await client.query(
    `select i.variant_id, sum(i.count)::float8 as count from order_items i
     join orders o on o.id = i.order_id where o.id > $1 and o.status <> 'cancelled'
     group by i.variant_id`,
    [before.lastOrderId],
  );
  const soldBy = new Map(sold.rows.map((row) => [row.variant_id, Number(row.count)]));
  const now = await client.query("select id, stock::float8 as stock from product_variants");
  const wrong = now.rows.filter((row) => {
    const expected = (before.stock.get(row.id) ?? 0) - (soldBy.get(row.id) ?? 0);
    return Math.abs(Number(row.stock) - expected) > 1e-9;
  });
  const units = [...soldBy.values()].reduce((sum, count) => sum + count, 0);
  check(
    "stock equals the initial stock less what was sold",
    wrong.length === 0,
    `${soldBy.size} variants, ${units} units sold or reserved, ${wrong.length} off`,
  );
  return checks;
}
