import type { Bilingual } from "./envelope";

/**
 * Every error the API can answer with: code → HTTP status and default text.
 * One table, so a reviewer finds every failure mode in one place.
 */
export const errorCatalogue = {
  validation_failed: {
    http: 422,
    en: "Please check the highlighted fields.",
    fa: "لطفاً فیلدهای مشخص‌شده را بررسی کنید.",
  },
  bad_request: {
    http: 400,
    en: "The request could not be understood.",
    fa: "درخواست قابل فهم نبود.",
  },
  unauthenticated: {
    http: 401,
    en: "Please sign in to continue.",
    fa: "لطفاً برای ادامه وارد شوید.",
  },
  forbidden: {
    http: 403,
    en: "You do not have access to this.",
    fa: "شما به این بخش دسترسی ندارید.",
  },
  not_found: {
    http: 404,
    en: "What you are looking for was not found.",
    fa: "موردی که به دنبال آن هستید پیدا نشد.",
  },
  route_not_found: {
    http: 404,
    en: "This address does not exist.",
    fa: "این نشانی وجود ندارد.",
  },
  origin_refused: {
    http: 403,
    en: "This request did not come from the Kesht website, so it was refused. Please reload the page and try again.",
    fa: "این درخواست از وب‌سایت کشت نیامده بود و پذیرفته نشد. لطفاً صفحه را دوباره بارگذاری و تلاش کنید.",
  },
  own_product: {
    http: 409,
    en: "This product is from your own shop.",
    fa: "این محصول از فروشگاه خود شماست.",
  },
  role_not_held: {
    http: 403,
    en: "You do not have this kind of account yet.",
    fa: "هنوز چنین حسابی ندارید.",
  },
  no_account: {
    http: 403,
    en: "There is no account for this number here.",
    fa: "برای این شماره در این بخش حسابی وجود ندارد.",
  },
  otp_expired: {
    http: 422,
    en: "This code has expired or was already used; please ask for a new one.",
    fa: "این کد منقضی شده یا قبلاً استفاده شده است؛ لطفاً کد تازه‌ای درخواست کنید.",
  },
  otp_cooldown: {
    http: 429,
    en: "A code was sent a moment ago; please wait a little before asking for another.",
    fa: "همین الان کدی فرستاده شد؛ لطفاً کمی صبر کنید و سپس کد دیگری بخواهید.",
  },
  otp_locked: {
    http: 429,
    en: "Too many wrong codes were entered; this number is locked for 15 minutes.",
    fa: "کد نادرست چند بار وارد شد؛ این شماره برای ۱۵ دقیقه قفل شده است.",
  },
  otp_daily_cap: {
    http: 429,
    en: "Too many codes were requested today; please try again tomorrow.",
    fa: "امروز کدهای زیادی درخواست شده است؛ لطفاً فردا دوباره تلاش کنید.",
  },
  sms_failed: {
    http: 503,
    en: "We could not send the code just now; please try again in a minute.",
    fa: "در حال حاضر نتوانستیم کد را بفرستیم؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید.",
  },
  conflict: {
    http: 409,
    en: "This changed in the meantime; please reload and try again.",
    fa: "این مورد در این فاصله تغییر کرده است؛ لطفاً دوباره بارگذاری و تلاش کنید.",
  },
  already_registered: {
    http: 409,
    en: "This account has already finished registering.",
    fa: "ثبت‌نام این حساب پیش‌تر کامل شده است.",
  },
  shop_step1_required: {
    http: 409,
    en: "Please complete the first step of the shop registration first.",
    fa: "لطفاً ابتدا مرحلهٔ اول ثبت‌نام فروشگاه را کامل کنید.",
  },
  shop_registration_incomplete: {
    http: 409,
    en: "Please finish registering your shop first.",
    fa: "لطفاً ابتدا ثبت‌نام فروشگاه خود را کامل کنید.",
  },
  review_not_pending: {
    http: 409,
    en: "Only a shop that is waiting for review can be approved or rejected.",
    fa: "فقط فروشگاهی را که در انتظار بررسی است می‌توان تأیید یا رد کرد.",
  },
  driver_review_not_pending: {
    http: 409,
    en: "Only a driver who is waiting for review can be approved or rejected.",
    fa: "فقط راننده‌ای را که در انتظار بررسی است می‌توان تأیید یا رد کرد.",
  },
  driver_not_found: {
    http: 404,
    en: "This driver was not found.",
    fa: "این راننده پیدا نشد.",
  },
  driver_registration_required: {
    http: 409,
    en: "Please finish registering as a driver first.",
    fa: "لطفاً ابتدا ثبت‌نام راننده را کامل کنید.",
  },
  shop_not_found: {
    http: 404,
    en: "This shop was not found.",
    fa: "این فروشگاه پیدا نشد.",
  },
  product_not_found: {
    http: 404,
    en: "This product was not found.",
    fa: "این محصول پیدا نشد.",
  },
  product_in_stock: {
    http: 409,
    en: "This product is in stock now: you can buy it already.",
    fa: "این محصول هم‌اکنون موجود است و می‌توانید آن را بخرید.",
  },
  product_has_variants: {
    http: 409,
    en: "This product sells in several packs or sizes: change their prices and stock on its page.",
    fa: "این محصول در چند بسته یا اندازه فروخته می‌شود: قیمت و موجودی هر کدام را در صفحهٔ خودش تغییر دهید.",
  },
  category_not_found: {
    http: 404,
    en: "This category was not found.",
    fa: "این دسته‌بندی پیدا نشد.",
  },
  address_not_found: {
    http: 404,
    en: "This address was not found.",
    fa: "این نشانی پیدا نشد.",
  },
  cart_not_found: {
    http: 404,
    en: "This cart was not found or has already been checked out.",
    fa: "این سبد خرید پیدا نشد یا پیش‌تر پرداخت شده است.",
  },
  push_off: {
    http: 409,
    en: "This site sends no push notifications.",
    fa: "این سایت اعلان پوش ارسال نمی‌کند.",
  },
  push_service_unknown: {
    http: 422,
    en: "This browser's push service is not one we send to.",
    fa: "سرویس اعلان این مرورگر از سرویس‌هایی نیست که به آن ارسال می‌کنیم.",
  },
  delivery_not_dead: {
    http: 409,
    en: "Only a delivery that gave up can be sent again.",
    fa: "فقط ارسالی که متوقف شده را می‌توان دوباره فرستاد.",
  },
  order_not_found: {
    http: 404,
    en: "This order was not found.",
    fa: "این سفارش پیدا نشد.",
  },
  invoice_not_found: {
    http: 404,
    en: "This order has no invoice: only paid orders have one.",
    fa: "این سفارش فاکتور ندارد: فقط سفارش‌های پرداخت‌شده فاکتور دارند.",
  },
  payment_not_found: {
    http: 404,
    en: "This payment was not found.",
    fa: "این پرداخت پیدا نشد.",
  },
  out_of_stock: {
    http: 409,
    en: "There is not enough stock of this product for that amount.",
    fa: "موجودی این محصول برای این مقدار کافی نیست.",
  },
  product_unavailable: {
    http: 409,
    en: "This product is not available for sale now.",
    fa: "این محصول اکنون برای فروش در دسترس نیست.",
  },
  insufficient_balance: {
    http: 409,
    en: "Your wallet balance is not enough for this payment.",
    fa: "موجودی کیف پول شما برای این پرداخت کافی نیست.",
  },
  invalid_transition: {
    http: 409,
    en: "This order cannot be changed this way in its current state.",
    fa: "این سفارش در وضعیت کنونی‌اش این‌گونه تغییر نمی‌کند.",
  },
  payment_not_pending: {
    http: 409,
    en: "This payment has already been completed or has expired.",
    fa: "این پرداخت پیش‌تر انجام شده یا منقضی شده است.",
  },
  idempotency_key_reused: {
    http: 422,
    en: "This request key was already used for a different request.",
    fa: "این کلید درخواست پیش‌تر برای درخواست دیگری به کار رفته است.",
  },
  idempotency_key_required: {
    http: 422,
    en: "This request needs an Idempotency-Key header, so that a retry is never carried out twice. Please reload the page and try again.",
    fa: "این درخواست به سرآیند Idempotency-Key نیاز دارد تا تکرار آن دو بار انجام نشود. لطفاً صفحه را دوباره بارگذاری و تلاش کنید.",
  },
  gateway_unavailable: {
    http: 422,
    en: "This payment gateway is not available; please choose another.",
    fa: "این درگاه پرداخت در دسترس نیست؛ لطفاً درگاه دیگری انتخاب کنید.",
  },
  cash_request_not_found: {
    http: 404,
    en: "This cash-out request was not found.",
    fa: "این درخواست برداشت پیدا نشد.",
  },
  cash_request_decided: {
    http: 409,
    en: "This cash-out request has already been decided; only a pending request can be paid or rejected.",
    fa: "دربارهٔ این درخواست برداشت پیش‌تر تصمیم گرفته شده است؛ فقط درخواست در انتظار را می‌توان پرداخت یا رد کرد.",
  },
  gateway_failed: {
    http: 502,
    en: "The payment gateway did not answer; please try again.",
    fa: "درگاه پرداخت پاسخ نداد؛ لطفاً دوباره تلاش کنید.",
  },
  geocoder_unavailable: {
    http: 503,
    en: "Place search is not available right now; please find the place on the map, or try again in a minute.",
    fa: "جست‌وجوی مکان الان در دسترس نیست؛ لطفاً مکان را روی نقشه پیدا کنید یا یک دقیقهٔ دیگر دوباره تلاش کنید.",
  },
  file_not_found: {
    http: 404,
    en: "This file was not found.",
    fa: "این فایل پیدا نشد.",
  },
  payload_too_large: {
    http: 413,
    en: "The request is too large.",
    fa: "حجم درخواست بیش از حد مجاز است.",
  },
  // Live driver location (tracking).
  tracking_not_found: {
    http: 404,
    en: "There is no driver location to show for this.",
    fa: "موقعیتی از راننده برای این مورد وجود ندارد.",
  },
  tracking_not_in_transit: {
    http: 409,
    en: "Your location is shared only while the load is on its way.",
    fa: "موقعیت شما فقط زمانی ارسال می‌شود که بار در راه است.",
  },
  tracking_too_many_streams: {
    http: 429,
    en: "The map is open in too many windows; please close one and try again.",
    fa: "نقشه در پنجره‌های زیادی باز است؛ لطفاً یکی را ببندید و دوباره تلاش کنید.",
  },
  // Conversations: order chats, admin and support threads (docs/conversations-api.md).
  conversation_not_found: {
    http: 404,
    en: "This conversation was not found.",
    fa: "این گفت‌وگو پیدا نشد.",
  },
  conversation_order_unpaid: {
    http: 409,
    en: "The chat opens once the order is paid.",
    fa: "گفت‌وگو پس از پرداخت سفارش باز می‌شود.",
  },
  conversation_closed: {
    http: 409,
    en: "This conversation is closed; no more messages can be sent.",
    fa: "این گفت‌وگو بسته شده است و دیگر نمی‌توان پیامی فرستاد.",
  },
  conversation_blocked: {
    http: 403,
    en: "You have been stopped from sending messages. Please contact support if you think this is a mistake.",
    fa: "امکان فرستادن پیام برای شما بسته شده است. اگر فکر می‌کنید اشتباهی رخ داده، با پشتیبانی تماس بگیرید.",
  },
  conversation_rate_limited: {
    http: 429,
    en: "You are sending messages too fast; please wait a minute and try again.",
    fa: "پیام‌ها را خیلی سریع می‌فرستید؛ لطفاً یک دقیقه صبر کنید و دوباره تلاش کنید.",
  },
  conversation_image_invalid: {
    http: 422,
    en: "One of the images was not found among your uploads; please add it again.",
    fa: "یکی از تصویرها در میان بارگذاری‌های شما پیدا نشد؛ لطفاً دوباره اضافه‌اش کنید.",
  },
  conversation_too_many_streams: {
    http: 429,
    en: "Your messages are open in too many windows; please close one and try again.",
    fa: "پیام‌های شما در پنجره‌های زیادی باز است؛ لطفاً یکی را ببندید و دوباره تلاش کنید.",
  },
  rate_limited: {
    http: 429,
    en: "Too many requests; please wait a moment and try again.",
    fa: "تعداد درخواست‌ها زیاد است؛ لطفاً کمی صبر کنید و دوباره تلاش کنید.",
  },
  // Shipping: order groups, loading requests, proposals and jobs (docs/shipping-api.md).
  order_group_not_found: {
    http: 404,
    en: "This shipment was not found.",
    fa: "این محموله پیدا نشد.",
  },
  loading_request_not_found: {
    http: 404,
    en: "This loading request was not found.",
    fa: "این درخواست بارگیری پیدا نشد.",
  },
  proposal_not_found: {
    http: 404,
    en: "This proposal was not found.",
    fa: "این پیشنهاد پیدا نشد.",
  },
  job_not_found: {
    http: 404,
    en: "This job was not found.",
    fa: "این بار پیدا نشد.",
  },
  different_destination_city: {
    http: 422,
    en: "Only orders going to the same destination city can travel together in one shipment.",
    fa: "فقط سفارش‌هایی که به یک شهر مقصد می‌روند می‌توانند در یک محموله با هم ارسال شوند.",
  },
  order_not_preparing: {
    http: 409,
    en: "Only orders that are being prepared can be shipped this way.",
    fa: "فقط سفارش‌های در حال آماده‌سازی را می‌توان این‌گونه ارسال کرد.",
  },
  loading_request_not_open: {
    http: 409,
    en: "This loading request is no longer open.",
    fa: "این درخواست بارگیری دیگر باز نیست.",
  },
  proposal_not_pending: {
    http: 409,
    en: "This proposal has already been decided or withdrawn.",
    fa: "دربارهٔ این پیشنهاد پیش‌تر تصمیم گرفته شده یا پس گرفته شده است.",
  },
  driver_not_approved: {
    http: 403,
    en: "Your driver account has not been approved yet, so you cannot make proposals or take jobs.",
    fa: "حساب رانندگی شما هنوز تأیید نشده است؛ بنابراین نمی‌توانید پیشنهاد بدهید یا بار بگیرید.",
  },
  driver_cannot_serve: {
    http: 403,
    en: "This load is outside the provinces you serve or heavier than your vehicle's capacity.",
    fa: "این بار خارج از استان‌های تحت پوشش شما یا سنگین‌تر از ظرفیت خودروی شماست.",
  },
  // Freight for perishables (docs/decisions/036-freight.md).
  vehicle_not_suitable: {
    http: 403,
    en: "This load must travel cool or frozen, and your vehicle is not refrigerated.",
    fa: "این بار باید سرد یا منجمد حمل شود و خودروی شما یخچال‌دار نیست.",
  },
  driver_capacity_full: {
    http: 409,
    en: "The driver's vehicle has no room left for this load: the loads it carries and has not yet delivered take up its capacity.",
    fa: "خودروی راننده دیگر جای این بار را ندارد: بارهایی که حمل می‌کند و هنوز تحویل نداده، ظرفیت آن را پر کرده‌اند.",
  },
  // A trip of several loads (docs/decisions/038-trips-of-several-loads.md).
  load_off_route: {
    http: 409,
    en: "This load is not on the way of the trip the driver is on: it leaves from another province, or its destination lies too far off the route of the loads on board.",
    fa: "این بار در مسیر سفر فعلی راننده نیست: از استان دیگری بار می‌شود یا مقصدش از مسیر بارهایی که در خودرو است بیش از اندازه دور است.",
  },
  bid_arrives_late: {
    http: 422,
    en: "With this duration the load would arrive after the time the shop needs it by. Shorten the duration or do not bid.",
    fa: "با این مدت، بار پس از زمانی که فروشگاه خواسته است می‌رسد. مدت را کوتاه‌تر کنید یا پیشنهاد ندهید.",
  },
  too_many_open_questions: {
    http: 429,
    en: "You already have questions waiting for an answer on this load. Wait for the shop to answer them.",
    fa: "پرسش‌های شما دربارهٔ این بار هنوز بی‌پاسخ است. منتظر پاسخ فروشگاه بمانید.",
  },
  question_not_found: {
    http: 404,
    en: "This question was not found.",
    fa: "این پرسش پیدا نشد.",
  },
  question_already_answered: {
    http: 409,
    en: "This question has already been answered.",
    fa: "به این پرسش پیش‌تر پاسخ داده شده است.",
  },
  pickup_not_recorded: {
    http: 409,
    en: "Record the packages, the weight on the scale and photos of the pickup before leaving.",
    fa: "پیش از حرکت، تعداد بسته‌ها، وزن روی باسکول و عکس‌های بارگیری را ثبت کنید.",
  },
  pickup_awaiting_seller: {
    http: 409,
    en: "What you found at pickup differs from the load. The shop must confirm it before you leave, or you record it again.",
    fa: "آنچه هنگام بارگیری ثبت کردید با مشخصات بار فرق دارد. پیش از حرکت، فروشگاه باید آن را تأیید کند یا دوباره ثبت کنید.",
  },
  pickup_not_pending: {
    http: 409,
    en: "There is no pickup waiting for your answer on this shipment.",
    fa: "بارگیری‌ای در انتظار پاسخ شما در این محموله نیست.",
  },
  load_not_cancellable: {
    http: 409,
    en: "This load can be cancelled only while its driver is assigned and you have disputed their pickup record.",
    fa: "این بار را فقط وقتی می‌توان لغو کرد که راننده تعیین شده باشد و شما با ثبت بارگیری او مخالفت کرده باشید.",
  },
  // Packed weight (docs/decisions/033-packed-weight.md).
  order_item_not_found: {
    http: 404,
    en: "This line is not in the order.",
    fa: "این قلم در سفارش نیست.",
  },
  packing_closed: {
    http: 409,
    en: "The packed weight is entered while the shop prepares the order, before it is loaded; this order is past that.",
    fa: "وزن بسته‌بندی‌شده هنگام آماده‌سازی سفارش و پیش از بارگیری ثبت می‌شود؛ این سفارش از آن مرحله گذشته است.",
  },
  already_packed: {
    http: 409,
    en: "The packed weight of this line is already recorded.",
    fa: "وزن بسته‌بندی‌شده‌ی این قلم پیش‌تر ثبت شده است.",
  },
  not_sold_by_weight: {
    http: 409,
    en: "This line is not sold by weight, so it has no packed weight.",
    fa: "این قلم وزنی فروخته نمی‌شود و وزن بسته‌بندی ندارد.",
  },
  packed_unit_mismatch: {
    http: 422,
    en: "The packed weight must be in the line's own unit.",
    fa: "وزن بسته‌بندی‌شده باید به واحد همان قلم باشد.",
  },
  not_self_loading: {
    http: 409,
    en: "Only an order the shop carries itself can be marked delivered by the shop.",
    fa: "فقط سفارشی را که فروشگاه خودش ارسال می‌کند، فروشگاه می‌تواند تحویل‌شده علامت بزند.",
  },
  // The delivery code (docs/shipping-api.md, "Proof of delivery").
  delivery_code_wrong: {
    http: 422,
    en: "That is not the customer's delivery code. Please ask them for it again.",
    fa: "این کد تحویل مشتری نیست. لطفاً دوباره آن را از مشتری بپرسید.",
  },
  delivery_code_locked: {
    http: 423,
    en: "Too many wrong codes: this order's delivery code is locked. Record why the code could not be given, with a photo, or ask the support team to unlock it.",
    fa: "کد نادرست چند بار وارد شد و کد تحویل این سفارش قفل شد. دلیل نگرفتن کد را با عکس ثبت کنید یا از پشتیبانی بخواهید آن را باز کند.",
  },
  delivery_code_not_locked: {
    http: 409,
    en: "This order's delivery code is not locked.",
    fa: "کد تحویل این سفارش قفل نیست.",
  },
  internal: {
    http: 500,
    en: "Something went wrong on our side. Please try again.",
    fa: "مشکلی در سمت ما پیش آمد. لطفاً دوباره تلاش کنید.",
  },
  unavailable: {
    http: 503,
    en: "The service is temporarily unavailable.",
    fa: "سرویس موقتاً در دسترس نیست.",
  },
  // Receipt, disputes and driver ratings (issue 11, settle).
  rating_not_allowed: {
    http: 409,
    en: "Only an order you received, carried by a driver, can have its driver rated.",
    fa: "فقط راننده‌ی سفارشی که دریافت کرده‌اید و راننده آن را آورده است امتیاز می‌گیرد.",
  },
  already_rated: {
    http: 409,
    en: "You have already rated the driver of this shipment.",
    fa: "شما پیش‌تر به راننده‌ی این محموله امتیاز داده‌اید.",
  },
  // Reviews from verified buyers (issue 28 item 1).
  review_not_allowed: {
    http: 409,
    en: "You can review an order only after you have received it.",
    fa: "فقط پس از دریافت سفارش می‌توانید برای آن نظر بنویسید.",
  },
  already_reviewed: {
    http: 409,
    en: "You have already reviewed this; you can edit your review instead.",
    fa: "شما پیش‌تر برای این مورد نظر نوشته‌اید؛ می‌توانید همان نظر را ویرایش کنید.",
  },
  review_not_found: {
    http: 404,
    en: "This review was not found.",
    fa: "این نظر پیدا نشد.",
  },
  review_edit_closed: {
    http: 409,
    en: "The time to edit this review has passed.",
    fa: "مهلت ویرایش این نظر گذشته است.",
  },
  review_already_answered: {
    http: 409,
    en: "Your shop has already answered this review.",
    fa: "فروشگاه شما پیش‌تر به این نظر پاسخ داده است.",
  },
  review_already_helpful: {
    http: 409,
    en: "You have already marked this review as helpful.",
    fa: "شما پیش‌تر این نظر را مفید دانسته‌اید.",
  },
  review_own_vote: {
    http: 403,
    en: "You cannot vote on your own review.",
    fa: "نمی‌توانید به نظر خودتان رأی بدهید.",
  },
  review_already_hidden: {
    http: 409,
    en: "This review is already hidden.",
    fa: "این نظر پیش‌تر پنهان شده است.",
  },
  review_not_hidden: {
    http: 409,
    en: "This review is not hidden.",
    fa: "این نظر پنهان نیست.",
  },
  // Returns and partial refunds (issue 28 item 2).
  return_not_allowed: {
    http: 409,
    en: "This order can be returned only after you have received it, within the return window.",
    fa: "این سفارش را فقط پس از دریافت و در مهلت مرجوعی می‌توانید مرجوع کنید.",
  },
  return_window_closed: {
    http: 409,
    en: "The time to return this order has passed.",
    fa: "مهلت مرجوع کردن این سفارش گذشته است.",
  },
  return_already_open: {
    http: 409,
    en: "This order already has a return waiting for an answer.",
    fa: "این سفارش یک درخواست مرجوعی در انتظار پاسخ دارد.",
  },
  return_quantity_exceeded: {
    http: 422,
    en: "You cannot return more than you bought, less what was already returned.",
    fa: "بیش از مقدار خریده‌شده، منهای آنچه پیش‌تر مرجوع شده، نمی‌توانید مرجوع کنید.",
  },
  return_not_found: {
    http: 404,
    en: "This return was not found.",
    fa: "این درخواست مرجوعی پیدا نشد.",
  },
  return_state_changed: {
    http: 409,
    en: "This return was answered in the meantime; reload to see where it stands.",
    fa: "به این درخواست مرجوعی در این فاصله پاسخ داده شد؛ صفحه را دوباره باز کنید.",
  },
  return_amount_too_large: {
    http: 422,
    en: "The amount cannot be more than what the returned goods cost (an offer is less than that).",
    fa: "مبلغ نمی‌تواند از بهای کالاهای مرجوعی بیشتر باشد (پیشنهاد باید کمتر از آن باشد).",
  },
  // The admins' desk: reports, support threads, admin messages (issue 12).
  report_subject_not_found: {
    http: 404,
    en: "What you want to report was not found, or it is not yours to report.",
    fa: "موردی که می‌خواهید گزارش کنید پیدا نشد یا گزارش آن با شما نیست.",
  },
  report_already_open: {
    http: 409,
    en: "You have already reported this and the report is still open.",
    fa: "شما پیش‌تر این مورد را گزارش کرده‌اید و گزارش هنوز باز است.",
  },
  report_not_found: {
    http: 404,
    en: "This report was not found.",
    fa: "این گزارش پیدا نشد.",
  },
  report_settled: {
    http: 409,
    en: "This report has already been answered or closed.",
    fa: "به این گزارش پیش‌تر پاسخ داده شده یا بسته شده است.",
  },
  // Uploads (POST /files): who may upload what, and how much a day (docs/decisions/016).
  upload_purpose_forbidden: {
    http: 403,
    en: "Files of this kind are not uploaded in your current role; switch to the role that uses them and try again.",
    fa: "این نوع فایل در نقش فعلی شما بارگذاری نمی‌شود؛ به نقشی که از آن استفاده می‌کند بروید و دوباره تلاش کنید.",
  },
  upload_quota_exceeded: {
    http: 429,
    en: "You have uploaded as many files of this kind as one day allows; please try again tomorrow.",
    fa: "امروز به سقف بارگذاری این نوع فایل رسیده‌اید؛ لطفاً فردا دوباره تلاش کنید.",
  },
  // The admin console's catalogue, rates and content (issue 14).
  category_in_use: {
    http: 409,
    en: "Products or subcategories use this category, so it cannot be deleted; deactivate it instead.",
    fa: "محصولات یا زیردسته‌هایی از این دسته‌بندی استفاده می‌کنند، پس نمی‌توان آن را حذف کرد؛ به جای آن غیرفعالش کنید.",
  },
  category_too_deep: {
    http: 422,
    en: "A subcategory can only belong to a top-level category.",
    fa: "زیردسته فقط می‌تواند زیر یک دستهٔ اصلی باشد.",
  },
  property_not_found: {
    http: 404,
    en: "This property was not found.",
    fa: "این ویژگی پیدا نشد.",
  },
  property_in_use: {
    http: 409,
    en: "Products hold values for this property, so it cannot be deleted or change its kind.",
    fa: "محصولاتی برای این ویژگی مقدار دارند، پس نمی‌توان آن را حذف کرد یا نوعش را تغییر داد.",
  },
  property_option_in_use: {
    http: 409,
    en: "Products use an option you removed; keep it, or change those products first.",
    fa: "محصولاتی از گزینه‌ای که حذف کردید استفاده می‌کنند؛ آن را نگه دارید یا ابتدا آن محصولات را تغییر دهید.",
  },
  code_taken: {
    http: 409,
    en: "This key is already used; please choose another.",
    fa: "این کلید پیش‌تر استفاده شده است؛ لطفاً کلید دیگری انتخاب کنید.",
  },
  stock_type_not_found: {
    http: 404,
    en: "This unit was not found.",
    fa: "این واحد پیدا نشد.",
  },
  stock_type_in_use: {
    http: 409,
    en: "Products are counted in this unit, so it cannot be deleted and whether it allows fractions cannot change.",
    fa: "موجودی محصولاتی با این واحد شمرده می‌شود، پس نمی‌توان آن را حذف کرد یا کسری بودنش را تغییر داد.",
  },
  package_type_not_found: {
    http: 404,
    en: "This package type was not found.",
    fa: "این نوع بسته‌بندی پیدا نشد.",
  },
  package_type_in_use: {
    http: 409,
    en: "Orders or loading requests use this package type, so it cannot be deleted.",
    fa: "سفارش‌ها یا درخواست‌های بارگیری از این نوع بسته‌بندی استفاده می‌کنند، پس نمی‌توان آن را حذف کرد.",
  },
  banner_not_found: {
    http: 404,
    en: "This banner was not found.",
    fa: "این بنر پیدا نشد.",
  },
  // Hardening (issue 13, decision 015).
  cart_full: {
    http: 409,
    en: "This cart already holds 50 products; check it out or remove some before adding more.",
    fa: "این سبد ۵۰ کالا دارد؛ پیش از افزودن کالای دیگر آن را نهایی کنید یا چند کالا را حذف کنید.",
  },
  busy: {
    http: 409,
    en: "Something else changed this at the same moment; please try again.",
    fa: "هم‌زمان تغییر دیگری روی این مورد انجام شد؛ لطفاً دوباره تلاش کنید.",
  },
  uri_too_long: {
    http: 414,
    en: "This address is too long.",
    fa: "این نشانی بیش از حد طولانی است.",
  },
  // Hostile requests (issue 23, decision 020).
  body_too_deep: {
    http: 400,
    en: "The request's data is nested too deeply.",
    fa: "داده‌های درخواست بیش از حد تودرتو است.",
  },
  multipart_boundary_missing: {
    http: 400,
    en: "The upload could not be read: its form has no boundary.",
    fa: "بارگذاری خوانده نشد: فرم آن مرز (boundary) ندارد.",
  },
  headers_too_large: {
    http: 431,
    en: "This address or the request's headers are too long.",
    fa: "این نشانی یا سرآیندهای درخواست بیش از حد طولانی است.",
  },
  request_timeout: {
    http: 408,
    en: "The request took too long to arrive; please try again.",
    fa: "رسیدن درخواست بیش از حد طول کشید؛ لطفاً دوباره تلاش کنید.",
  },
  method_not_allowed: {
    http: 405,
    en: "This address does not accept this kind of request.",
    fa: "این نشانی این نوع درخواست را نمی‌پذیرد.",
  },
  // The admin console: people, admins (issue 14).
  account_blocked: {
    http: 403,
    en: "This account has been blocked by Kesht's administrators. To ask why, please contact Kesht support.",
    fa: "این حساب را مدیران کشت مسدود کرده‌اند. برای پرسیدن دلیل، با پشتیبانی کشت تماس بگیرید.",
  },
  cannot_block_self: {
    http: 409,
    en: "You cannot block your own account.",
    fa: "نمی‌توانید حساب خودتان را مسدود کنید.",
  },
  already_blocked: {
    http: 409,
    en: "This person is already blocked.",
    fa: "این کاربر از قبل مسدود است.",
  },
  not_blocked: {
    http: 409,
    en: "This person is not blocked.",
    fa: "این کاربر مسدود نیست.",
  },
  person_not_found: {
    http: 404,
    en: "There is no such person.",
    fa: "چنین کاربری وجود ندارد.",
  },
  cannot_remove_self: {
    http: 409,
    en: "You cannot remove yourself as an admin; ask another admin.",
    fa: "نمی‌توانید خودتان را از مدیران حذف کنید؛ از مدیر دیگری بخواهید.",
  },
  last_admin: {
    http: 409,
    en: "Kesht needs at least one admin; add another before removing this one.",
    fa: "کشت دست‌کم به یک مدیر نیاز دارد؛ پیش از حذف این مدیر، مدیر دیگری اضافه کنید.",
  },
  not_an_admin: {
    http: 404,
    en: "This person is not an admin.",
    fa: "این کاربر مدیر نیست.",
  },
  import_file_too_large: {
    http: 413,
    en: "The file is too large: at most 2 MB and 5,000 products. Please split it into smaller files.",
    fa: "فایل بیش از اندازه بزرگ است: حداکثر ۲ مگابایت و ۵٬۰۰۰ محصول. لطفاً آن را به چند فایل کوچک‌تر تقسیم کنید.",
  },
  import_file_invalid: {
    http: 422,
    en: "This file cannot be read as a product list. Please start from the exported CSV file.",
    fa: "این فایل به‌عنوان فهرست محصولات خوانده نمی‌شود. لطفاً از فایل CSV دریافت‌شده شروع کنید.",
  },
  import_not_found: {
    http: 404,
    en: "There is no such import.",
    fa: "چنین بارگذاری‌ای وجود ندارد.",
  },
  import_not_ready: {
    http: 409,
    en: "This import cannot be applied now: it is still being checked, or it was already applied.",
    fa: "این بارگذاری اکنون قابل اعمال نیست: هنوز در حال بررسی است یا پیش‌تر اعمال شده است.",
  },
  import_has_errors: {
    http: 409,
    en: "Some rows have errors, so nothing was written. Please fix them in the file and upload it again.",
    fa: "برخی ردیف‌ها خطا دارند، پس چیزی ذخیره نشد. لطفاً آن‌ها را در فایل اصلاح و دوباره بارگذاری کنید.",
  },
  already_admin: {
    http: 409,
    en: "This number already belongs to an admin.",
    fa: "این شماره از قبل متعلق به یک مدیر است.",
  },
  // Discount codes (issue 30 item 3, decision 040): why a code is refused at checkout.
  discount_code_unknown: {
    http: 422,
    en: "There is no such discount code. Please check how it is written.",
    fa: "چنین کد تخفیفی وجود ندارد. لطفاً نوشتن آن را بررسی کنید.",
  },
  discount_code_inactive: {
    http: 422,
    en: "This discount code has been switched off and cannot be used now.",
    fa: "این کد تخفیف غیرفعال شده است و اکنون قابل استفاده نیست.",
  },
  discount_code_not_started: {
    http: 422,
    en: "This discount code cannot be used yet: its first day has not come.",
    fa: "این کد تخفیف هنوز قابل استفاده نیست: روز شروع آن نرسیده است.",
  },
  discount_code_expired: {
    http: 422,
    en: "This discount code has expired.",
    fa: "مهلت این کد تخفیف تمام شده است.",
  },
  discount_code_used_up: {
    http: 409,
    en: "This discount code has been used as many times as it may be.",
    fa: "ظرفیت استفاده از این کد تخفیف تمام شده است.",
  },
  discount_code_person_limit: {
    http: 409,
    en: "You have already used this discount code as many times as one person may.",
    fa: "شما پیش‌تر به اندازهٔ سهم هر نفر از این کد تخفیف استفاده کرده‌اید.",
  },
  discount_code_below_minimum: {
    http: 422,
    en: "Your basket is below this code's minimum; add more to use it.",
    fa: "مبلغ سبد شما کمتر از حداقل این کد تخفیف است؛ برای استفاده از آن خرید بیشتری کنید.",
  },
  discount_code_other_shop: {
    http: 422,
    en: "This code belongs to another shop: there is no product of that shop in this basket.",
    fa: "این کد متعلق به فروشگاه دیگری است: محصولی از آن فروشگاه در این سبد نیست.",
  },
  discount_code_taken: {
    http: 409,
    en: "This code is already in use; please choose another.",
    fa: "این کد پیش‌تر ثبت شده است؛ لطفاً کد دیگری انتخاب کنید.",
  },
  discount_code_not_found: {
    http: 404,
    en: "There is no such discount code among yours.",
    fa: "چنین کد تخفیفی در میان کدهای شما نیست.",
  },
} as const satisfies Record<string, Bilingual & { http: number }>;

export type ErrorCode = keyof typeof errorCatalogue;

export function errorMessages(code: ErrorCode): Bilingual {
  const { en, fa } = errorCatalogue[code];
  return { en, fa };
}
