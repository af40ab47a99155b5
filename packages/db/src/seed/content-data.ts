/**
 * Seed data: static content pages (terms of use, about us) in English and Persian.
 *
 * Bodies are small HTML fragments limited to: h2, h3, p, ul, ol, li, strong, em, a[href].
 */

export interface ContentPageSeed {
  contentName: "app_terms" | "about_us";
  titleEn: string;
  titleFa: string;
  bodyEn: string;
  bodyFa: string;
}

const termsEn = [
  "<h2>About these terms</h2>",
  "<p>Kesht is an online marketplace that connects farmers, growers and shops (sellers) directly " +
    "with buyers, and with drivers who deliver their orders. By creating an account or using " +
    "Kesht, you agree to these terms. If you do not agree with them, please do not use Kesht.</p>",

  "<h2>Your account</h2>",
  "<ul>",
  "<li>You sign up and sign in with your mobile number. Each time, we send a one-time code " +
    "by SMS to confirm that the number is yours.</li>",
  "<li>Never share your code with anyone. Kesht staff will never ask you for it.</li>",
  "<li>You are responsible for everything done through your account.</li>",
  "<li>Keep your details, such as your name and addresses, accurate and up to date.</li>",
  "</ul>",

  "<h2>Sellers and listings</h2>",
  "<p>Anyone who wants to sell on Kesht must first apply as a seller. We review each seller " +
    "before their products are listed, and products from sellers who have not been approved " +
    "are not shown to buyers.</p>",
  "<p>Sellers are responsible for the accuracy of their listings, including descriptions, " +
    "photos, weights, quality and origin. Kesht may reject or remove any listing that is " +
    "inaccurate or breaks these terms.</p>",

  "<h2>Prices and currencies</h2>",
  "<p>Sellers set their prices in Iranian toman, and the amount you pay is always the toman " +
    "amount. For convenience, prices are also shown in US dollars and UAE dirhams at " +
    "<em>indicative</em> exchange rates. These figures are for information only and may differ " +
    "from the rates offered by banks or exchange offices.</p>",

  "<h2>Payments, wallet and ledger</h2>",
  "<ul>",
  "<li>You can pay through an online payment gateway or from your Kesht wallet balance.</li>",
  "<li>Every movement of money on Kesht is recorded in a <strong>double-entry ledger</strong>: " +
    "each debit is matched by an equal credit, so every amount can be traced from payment " +
    "to payout.</li>",
  "<li>Your wallet balance is money that Kesht holds on your behalf. It is not a bank account " +
    "and does not earn interest.</li>",
  "<li>You can cash out your wallet balance only to the Sheba (IBAN) number on file in your " +
    "account. We may verify your details before a payout, and the time it takes to arrive " +
    "depends on the banking network.</li>",
  "</ul>",

  "<h2>Shipping and delivery</h2>",
  "<p>Registered drivers bid to deliver orders. Each bid states a price and an estimated " +
    "delivery time, and the bid that is accepted sets the shipping cost and the expected " +
    "delivery time for that order. Drivers must handle goods with care and keep them in " +
    "suitable conditions, especially fresh and perishable produce.</p>",

  "<h2>Confirming receipt</h2>",
  "<p>When your order arrives, check it and confirm receipt in Kesht. If you neither confirm " +
    "receipt nor report a problem within <strong>three days after delivery</strong>, receipt " +
    "is confirmed automatically. Confirming receipt completes the order and allows the seller " +
    "and the driver to be paid, so please report any problem before you confirm.</p>",

  "<h2>Cancellations and refunds</h2>",
  "<p>Where an order can be cancelled, you must give a reason for the cancellation. When an " +
    "order is cancelled, the amount you paid is refunded to your Kesht wallet. You can use it " +
    "for future purchases or cash it out to the Sheba number on file.</p>",

  "<h2>Prohibited items and conduct</h2>",
  "<p>The following may not be listed or sold on Kesht:</p>",
  "<ul>",
  "<li>anything whose sale is prohibited by law, or that requires a permit the seller " +
    "does not hold;</li>",
  "<li>spoiled, contaminated or unsafe food, and produce with pesticide residues above " +
    "permitted limits;</li>",
  "<li>unauthorized or unlabelled pesticides, fertilizers and chemicals;</li>",
  "<li>protected plant and animal species;</li>",
  "<li>counterfeit, expired or misleadingly labelled goods;</li>",
  "<li>alcohol, narcotics, weapons and stolen goods.</li>",
  "</ul>",
  "<p>It is also prohibited to arrange payment outside Kesht to get around its rules, to post " +
    "fake bids or reviews, or to misuse the service in any other way. We may remove listings " +
    "and restrict or suspend accounts that break these rules.</p>",

  "<h2>Disputes</h2>",
  "<p>If something is wrong with an order, report it from the order page before you confirm " +
    "receipt. Kesht support will review the order details, messages, photos and ledger " +
    "records and make a decision, which may include a full or partial refund to the buyer's " +
    "wallet. Related funds may be held while a dispute is under review.</p>",
  "<p>Kesht is a marketplace and is not itself the seller of the goods listed, but we work " +
    "to resolve disputes fairly. Disputes that cannot be resolved this way may be pursued " +
    "before the competent authorities under applicable law.</p>",

  "<h2>Privacy</h2>",
  "<ul>",
  "<li>We collect only what we need to run Kesht: your mobile number, name, addresses, Sheba " +
    "number, and your order and payment records.</li>",
  "<li>We use this information to process orders and deliveries, provide support, prevent " +
    "fraud and meet our legal obligations.</li>",
  "<li>Your address and phone number are shared with the seller and driver of an order only " +
    "as far as needed to fulfil it.</li>",
  "<li>We do not sell your personal data, and we do not share it with others except where " +
    "the law requires.</li>",
  "<li>We keep financial records for as long as the law requires.</li>",
  "</ul>",

  "<h2>Changes to these terms</h2>",
  "<p>We may update these terms from time to time. The new version will be published on this " +
    "page, and we will let you know about important changes in Kesht or by SMS. If you keep " +
    "using Kesht after a new version is published, you accept it.</p>",
].join("\n");

const termsFa = [
  "<h2>درباره این قوانین</h2>",
  "<p>کشت یک بازار آنلاین است که کشاورزان، تولیدکننده‌ها و فروشگاه‌ها (فروشنده‌ها) را بی‌واسطه " +
    "به خریداران وصل می‌کند و رانندگان، سفارش‌ها را به دست آن‌ها می‌رسانند. با ساختن حساب " +
    "کاربری یا استفاده از کشت، این قوانین را می‌پذیرید. اگر با آن‌ها موافق نیستید، لطفاً از " +
    "کشت استفاده نکنید.</p>",

  "<h2>حساب کاربری</h2>",
  "<ul>",
  "<li>ثبت‌نام و ورود با شماره موبایل انجام می‌شود. هر بار یک کد یک‌بارمصرف برایتان پیامک " +
    "می‌شود تا مطمئن شویم شماره متعلق به خود شماست.</li>",
  "<li>این کد را به هیچ‌کس ندهید. کارکنان کشت هرگز کد شما را نمی‌پرسند.</li>",
  "<li>مسئولیت هر کاری که با حساب شما انجام شود، با خود شماست.</li>",
  "<li>اطلاعات حسابتان، مثل نام و نشانی‌ها، باید درست و به‌روز باشد.</li>",
  "</ul>",

  "<h2>فروشنده‌ها و کالاها</h2>",
  "<p>هر کسی که بخواهد در کشت بفروشد، باید اول درخواست فروشندگی بدهد. ما هر فروشنده را پیش از " +
    "نمایش کالاهایش بررسی می‌کنیم و کالای فروشنده‌ای که تأیید نشده باشد، به خریداران نشان " +
    "داده نمی‌شود.</p>",
  "<p>درستی اطلاعات کالا، از جمله توضیحات، عکس‌ها، وزن، کیفیت و خاستگاه آن، بر عهده فروشنده " +
    "است. کشت می‌تواند هر آگهی نادرست یا مغایر با این قوانین را رد یا حذف کند.</p>",

  "<h2>قیمت‌ها و ارزها</h2>",
  "<p>فروشنده‌ها قیمت‌ها را به تومان تعیین می‌کنند و مبلغی که می‌پردازید همیشه همان مبلغ تومانی " +
    "است. برای راحتی شما، معادل قیمت‌ها به دلار آمریکا و درهم امارات هم نمایش داده می‌شود. " +
    "این معادل‌ها با نرخ‌های <em>تقریبی</em> حساب می‌شوند، فقط جنبه اطلاع‌رسانی دارند و ممکن " +
    "است با نرخ بانک یا صرافی فرق داشته باشند.</p>",

  "<h2>پرداخت، کیف پول و دفتر حساب</h2>",
  "<ul>",
  "<li>می‌توانید از طریق درگاه پرداخت اینترنتی یا با موجودی کیف پول کشت پرداخت کنید.</li>",
  "<li>همه جابه‌جایی‌های پول در کشت به روش <strong>حسابداری دوطرفه</strong> ثبت می‌شود؛ یعنی " +
    "هر برداشت از یک حساب با واریزی برابر به حساب دیگری همراه است و مسیر هر مبلغ، از پرداخت " +
    "تا تسویه، قابل پیگیری است.</li>",
  "<li>موجودی کیف پول، پولی است که کشت از طرف شما نگه می‌دارد. کیف پول حساب بانکی نیست و " +
    "سودی به آن تعلق نمی‌گیرد.</li>",
  "<li>برداشت موجودی کیف پول فقط به شماره شبایی انجام می‌شود که در حساب کاربری‌تان ثبت " +
    "شده است. ممکن است پیش از واریز، اطلاعات شما را بررسی کنیم و زمان رسیدن پول به " +
    "چرخه‌های بانکی بستگی دارد.</li>",
  "</ul>",

  "<h2>ارسال و تحویل</h2>",
  "<p>رانندگان ثبت‌نام‌شده برای حمل سفارش‌ها پیشنهاد می‌دهند. هر پیشنهاد شامل کرایه و مدت " +
    "تقریبی رساندن بار است و پیشنهادی که پذیرفته شود، هزینه ارسال و زمان تقریبی تحویل آن " +
    "سفارش را مشخص می‌کند. رانندگان باید بار را با دقت و در شرایط مناسب جابه‌جا کنند، به‌ویژه " +
    "محصولات تازه و فسادپذیر را.</p>",

  "<h2>تأیید دریافت</h2>",
  "<p>وقتی سفارشتان رسید، آن را بررسی کنید و دریافتش را در کشت تأیید کنید. اگر تا " +
    "<strong>سه روز پس از تحویل</strong> نه دریافت را تأیید کنید و نه مشکلی گزارش دهید، " +
    "دریافت سفارش به‌طور خودکار تأیید می‌شود. با تأیید دریافت، سفارش تکمیل می‌شود و مبلغ " +
    "فروشنده و راننده تسویه می‌شود؛ پس اگر مشکلی هست، پیش از تأیید آن را گزارش دهید.</p>",

  "<h2>لغو سفارش و بازگشت وجه</h2>",
  "<p>در مواردی که لغو سفارش امکان‌پذیر است، باید دلیل لغو را بنویسید. با لغو سفارش، مبلغی که " +
    "پرداخته‌اید به کیف پول کشت شما برمی‌گردد. می‌توانید آن را برای خریدهای بعدی خرج کنید یا " +
    "به شماره شبای ثبت‌شده‌تان برداشت کنید.</p>",

  "<h2>کالاها و رفتارهای ممنوع</h2>",
  "<p>عرضه و فروش این موارد در کشت ممنوع است:</p>",
  "<ul>",
  "<li>هر کالایی که فروش آن طبق قانون ممنوع است یا به مجوزی نیاز دارد که فروشنده ندارد؛</li>",
  "<li>مواد غذایی فاسد، آلوده یا ناسالم و محصولاتی که باقی‌مانده سم در آن‌ها بیش از حد " +
    "مجاز است؛</li>",
  "<li>سموم، کودها و مواد شیمیایی غیرمجاز یا بدون برچسب؛</li>",
  "<li>گونه‌های گیاهی و جانوری حفاظت‌شده؛</li>",
  "<li>کالای تقلبی، تاریخ‌گذشته یا دارای برچسب گمراه‌کننده؛</li>",
  "<li>مشروبات الکلی، مواد مخدر، سلاح و کالای مسروقه.</li>",
  "</ul>",
  "<p>همچنین پرداخت بیرون از کشت برای دور زدن قوانین آن، ثبت پیشنهاد یا نظر جعلی و هر نوع " +
    "سوءاستفاده دیگر از خدمات ممنوع است. ممکن است آگهی‌هایی را که این قوانین را رعایت نکنند " +
    "حذف کنیم و حساب کاربران خاطی را محدود یا مسدود کنیم.</p>",

  "<h2>رسیدگی به اختلاف</h2>",
  "<p>اگر سفارشی مشکل دارد، پیش از تأیید دریافت، از صفحه همان سفارش گزارش دهید. پشتیبانی کشت " +
    "جزئیات سفارش، پیام‌ها، عکس‌ها و سوابق مالی را بررسی می‌کند و تصمیم می‌گیرد؛ این تصمیم " +
    "ممکن است شامل بازگشت کامل یا بخشی از مبلغ به کیف پول خریدار باشد. در مدت بررسی، " +
    "ممکن است مبلغ مربوط به آن سفارش نگه داشته شود.</p>",
  "<p>کشت یک بازار آنلاین است و خودش فروشنده کالاها نیست، اما تلاش می‌کند اختلاف‌ها منصفانه " +
    "حل شوند. اختلافی که از این راه حل نشود، طبق قوانین مربوط از طریق مراجع صالح قابل " +
    "پیگیری است.</p>",

  "<h2>حریم خصوصی</h2>",
  "<ul>",
  "<li>فقط اطلاعاتی را جمع‌آوری می‌کنیم که برای اداره کشت لازم است: شماره موبایل، نام، " +
    "نشانی‌ها، شماره شبا و سوابق سفارش و پرداخت شما.</li>",
  "<li>از این اطلاعات برای انجام سفارش‌ها و ارسال آن‌ها، پشتیبانی، جلوگیری از تقلب و انجام " +
    "تکالیف قانونی استفاده می‌کنیم.</li>",
  "<li>نشانی و شماره تماس شما فقط به اندازه لازم برای انجام هر سفارش در اختیار فروشنده و " +
    "راننده همان سفارش قرار می‌گیرد.</li>",
  "<li>اطلاعات شخصی شما را نمی‌فروشیم و جز در مواردی که قانون الزام کند، در اختیار دیگران " +
    "نمی‌گذاریم.</li>",
  "<li>سوابق مالی را تا مدتی که قانون لازم می‌داند نگه می‌داریم.</li>",
  "</ul>",

  "<h2>تغییر این قوانین</h2>",
  "<p>ممکن است این قوانین را گاه‌به‌گاه به‌روز کنیم. نسخه جدید در همین صفحه منتشر می‌شود و " +
    "تغییرات مهم را در خود کشت یا با پیامک به اطلاعتان می‌رسانیم. ادامه استفاده از کشت پس از " +
    "انتشار نسخه جدید، به معنای پذیرفتن آن است.</p>",
].join("\n");

const aboutEn = [
  "<h2>Our mission</h2>",
  "<p>Kesht (کشت, Persian for <em>cultivation</em>) connects farmers, growers and shops directly " +
    "with buyers in Iran and the United Arab Emirates. Fewer middlemen means fairer prices, " +
    "both for the people who grow our food and for the people who buy it.</p>",

  "<h2>How it works</h2>",
  "<ul>",
  "<li><strong>Sellers</strong>: farmers, producers and shops list their products after " +
    "we review their details.</li>",
  "<li><strong>Buyers</strong>: households, shops, restaurants and traders order directly " +
    "from the source.</li>",
  "<li><strong>Drivers</strong>: bid on deliveries with a price and a delivery time, so " +
    "shipping is priced in the open.</li>",
  "</ul>",

  "<h2>Fair prices</h2>",
  "<p>Sellers set their own prices in toman. We also show indicative prices in US dollars " +
    "and UAE dirhams, so buyers in both countries can compare at a glance.</p>",

  "<h2>Money you can trust</h2>",
  "<p>Every payment, refund and payout on Kesht is recorded in a double-entry ledger. Buyers " +
    "pay through a payment gateway or their Kesht wallet, sellers and drivers are paid once " +
    "receipt is confirmed, and wallet balances can be cashed out to the Sheba number on file. " +
    "If an order is cancelled, the money goes straight back to the buyer's wallet.</p>",

  "<h2>In English and Persian</h2>",
  "<p>Kesht is fully bilingual. Use it in English or Persian, whichever you prefer, and " +
    "buy and sell across both countries.</p>",

  "<h2>Join us</h2>",
  "<p>Whether you grow pistachios in Kerman or saffron in Khorasan, or run a grocery in " +
    "Dubai, Kesht is here to help you buy and sell with confidence.</p>",
].join("\n");

const aboutFa = [
  "<h2>مأموریت ما</h2>",
  "<p>کشت کشاورزان، تولیدکننده‌ها و فروشگاه‌ها را بی‌واسطه به خریداران در ایران و امارات متحده " +
    "عربی وصل می‌کند. واسطه‌های کمتر یعنی قیمت منصفانه‌تر، هم برای کسانی که محصول را " +
    "پرورش می‌دهند و هم برای کسانی که آن را می‌خرند.</p>",

  "<h2>کشت چطور کار می‌کند</h2>",
  "<ul>",
  "<li><strong>فروشنده‌ها</strong>: کشاورزان، تولیدکننده‌ها و فروشگاه‌ها پس از بررسی " +
    "مشخصاتشان، محصولات خود را عرضه می‌کنند.</li>",
  "<li><strong>خریداران</strong>: خانواده‌ها، فروشگاه‌ها، رستوران‌ها و بازرگانان مستقیم از " +
    "سرچشمه خرید می‌کنند.</li>",
  "<li><strong>رانندگان</strong>: برای حمل هر سفارش، کرایه و زمان رساندن بار را پیشنهاد " +
    "می‌دهند تا هزینه ارسال شفاف باشد.</li>",
  "</ul>",

  "<h2>قیمت منصفانه</h2>",
  "<p>فروشنده‌ها قیمت کالاهایشان را خودشان به تومان تعیین می‌کنند. معادل تقریبی قیمت‌ها به " +
    "دلار آمریکا و درهم امارات هم نمایش داده می‌شود تا خریداران هر دو کشور بتوانند به‌راحتی " +
    "مقایسه کنند.</p>",

  "<h2>پولی که با خیال راحت جابه‌جا می‌شود</h2>",
  "<p>هر پرداخت، بازگشت وجه و تسویه در کشت به روش حسابداری دوطرفه ثبت می‌شود. خریداران از " +
    "طریق درگاه پرداخت یا کیف پول کشت پرداخت می‌کنند، فروشنده‌ها و رانندگان پس از تأیید " +
    "دریافت سفارش، پولشان را می‌گیرند و موجودی کیف پول را می‌شود به شماره شبای ثبت‌شده " +
    "برداشت کرد. اگر سفارشی لغو شود، مبلغ آن مستقیم به کیف پول خریدار برمی‌گردد.</p>",

  "<h2>به فارسی و انگلیسی</h2>",
  "<p>کشت کاملاً دوزبانه است. به هر زبانی که راحت‌ترید، فارسی یا انگلیسی، از آن استفاده کنید " +
    "و در هر دو کشور بخرید و بفروشید.</p>",

  "<h2>به ما بپیوندید</h2>",
  "<p>چه پسته‌کار کرمانی باشید، چه زعفران‌کار خراسانی و چه صاحب یک خواربارفروشی در دبی، " +
    "کشت کنار شماست تا با اطمینان بخرید و بفروشید.</p>",
].join("\n");

export const contentPages: ContentPageSeed[] = [
  {
    contentName: "app_terms",
    titleEn: "Terms of use",
    titleFa: "قوانین و مقررات",
    bodyEn: termsEn,
    bodyFa: termsFa,
  },
  {
    contentName: "about_us",
    titleEn: "About us",
    titleFa: "درباره ما",
    bodyEn: aboutEn,
    bodyFa: aboutFa,
  },
];
