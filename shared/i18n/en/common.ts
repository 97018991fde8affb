/**
 * en strings: common — the site shell (header, slide-out menu, footer), the static pages (about,
 * terms, support, contact), the coming-soon screens and the 404 page. Keys are flat and dotted;
 * every key in en must exist in fr.
 */
export default {
  // ---- shell -----------------------------------------------------------------------------------
  'common.skip': 'Skip to main content',
  'common.siteName': 'Patina',
  'common.defaultDescription':
    'Patina is the online auction house for antiques and collectibles: expert-reviewed timed auctions and Buy it now pieces, paid securely by card.',
  'common.backHome': 'Back to the home page',
  'common.browseCategories': 'Browse categories',
  'common.loading': 'Loading…',
  'common.breadcrumb': 'Breadcrumb',
  'common.home': 'Home',

  // ---- header ----------------------------------------------------------------------------------
  'header.tagline': 'Expert-reviewed antiques & collectibles · Timed auctions and Buy it now',
  'header.home': 'Patina, home page',
  'header.search.label': 'Search Patina',
  'header.search.placeholder': 'Search makers, periods, objects…',
  'header.search.placeholderShort': 'Search…',
  'header.search.category': 'Search in category',
  'header.search.all': 'All',
  'header.search.selected': 'Selected category',
  'header.search.submit': 'Search',
  'header.categories': 'Categories',
  'header.nav': 'Your account',
  'header.watchlist': 'Watchlist',
  'header.sell': 'Sell',
  'header.notifications': 'Notifications',
  'header.notifications.unread': '{count} unread',
  'header.notifications.unreadOne': 'Unread',
  'header.notifications.empty': 'You have no new notifications.',
  'header.notifications.loading': 'Loading notifications…',
  'header.greeting': 'Hi, {name}',
  'header.myBids': 'My bids',
  'header.myAccount': 'My account',
  'header.sellerAccount': 'Seller account',
  'header.signOut': 'Sign out',
  'header.signIn': 'Sign in',
  'header.openMenu': 'Open menu',
  'header.admin': 'Admin',
  'header.adminHome': 'Patina Admin, console home',

  'menu.title': 'Menu',
  'menu.close': 'Close menu',
  'menu.help': 'Help',
  'menu.preferences': 'Language and currency',

  'lang.label': 'Language',
  'lang.en': 'English',
  'lang.fr': 'Français',
  'currency.label': 'Currency',

  // ---- footer ----------------------------------------------------------------------------------
  'footer.label': 'Site',
  'footer.tagline':
    'The online auction house for antiques and collectibles. Every piece reviewed by an expert before it goes live.',
  'footer.product': 'Patina',
  'footer.about': 'About us',
  'footer.terms': 'Terms & conditions',
  'footer.contact': 'Contact us',
  'footer.blog': 'Blog',
  'footer.press': 'Press',
  'footer.selling': 'Selling',
  'footer.listItem': 'List an item',
  'footer.sellerDashboard': 'Seller dashboard',
  'footer.sellersGuide': "Seller's guide",
  'footer.buying': 'Buying',
  'footer.categories': 'Categories',
  'footer.watchlist': 'Watchlist',
  'footer.buyersGuide': "Buyer's guide",
  'footer.account': 'Account',
  'footer.logIn': 'Log in',
  'footer.register': 'Register',
  'footer.help': 'Help centre',
  'footer.social': 'Follow Patina',
  'footer.rights': '© {year} Patina. All rights reserved.',
  'footer.note': 'Payments are taken in GBP; other currencies are shown for guidance.',
  'footer.support': 'Support replies within 24 hours',

  // ---- about -----------------------------------------------------------------------------------
  'about.title': 'About Patina',
  'about.description':
    'Patina is an expert-reviewed marketplace for antiques and collectibles, with timed auctions, Buy it now, secure card payment and fortnightly seller payouts.',
  'about.eyebrow': 'About us',
  'about.heading': 'A marketplace for objects with a past',
  'about.lede':
    'Patina brings collectors and sellers of antiques together in one trusted place. Every listing is reviewed by an expert, every auction runs to the second, and every payment goes through a secure card provider.',
  'about.valuesHeading': 'Why collectors choose Patina',
  'about.value1.title': 'Reviewed by experts',
  'about.value1.text':
    'Before a piece goes live, one of our specialists checks its photos, description and estimate. Listings that fall short are returned to the seller with a note explaining why.',
  'about.value2.title': 'Auctions and Buy it now',
  'about.value2.text':
    'Bid in timed auctions with automatic maximum bids, or buy outright at a fixed price when a seller offers Buy it now.',
  'about.value3.title': 'Safe from bid to doorstep',
  'about.value3.text':
    'Card payments run through a regulated payment provider, sellers add tracking for every shipment, and our dispute team steps in if something goes wrong.',
  'about.howHeading': 'How auctions work',
  'about.howLede': 'From the first bid to the piece on your shelf, in five steps.',
  'about.step1.title': 'Find a piece',
  'about.step1.text':
    'Browse the categories or search by maker, period or object. Add pieces to your watchlist to follow them.',
  'about.step2.title': 'Place your bid',
  'about.step2.text':
    'Enter a bid of at least the minimum next bid, or set a maximum and let Patina bid for you, one increment at a time, up to your limit.',
  'about.step3.title': 'Win and pay within 24 hours',
  'about.step3.text':
    'When the auction ends you are the buyer if you hold the highest bid and any reserve is met. Payment is due within 24 hours of winning.',
  'about.step4.title': 'Shipping with tracking',
  'about.step4.text':
    'The seller ships to your address, nationwide, to Europe or worldwide, and adds a tracking number so you can follow the parcel.',
  'about.step5.title': 'Confirm and review',
  'about.step5.text':
    'Confirm receipt once the piece arrives, then leave the seller a review to help other collectors buy with confidence.',
  'about.sellHeading': 'Selling on Patina',
  'about.sellLede':
    'List a single heirloom or a whole collection. You only pay when your item sells.',
  'about.sell1': 'Auctions start from £1 and run for 7 days by default.',
  'about.sell2': 'Set a reserve price on items valued over £150 (the minimum reserve is £150).',
  'about.sell3': 'Offer Buy it now alongside the auction, or on its own.',
  'about.sell4':
    'Choose our fulfilment service and we take care of professional photography, cleaning and shipping to the buyer, for a fee deducted from the final sale.',
  'about.sell5': 'Upload at least five JPG or PNG photos, each under 2 MB.',
  'about.fact1.value': '2.95%',
  'about.fact1.label': 'commission, charged only when your item sells',
  'about.fact2.value': 'Fortnightly',
  'about.fact2.label': 'payouts to your bank account',
  'about.fact3.value': '24 h',
  'about.fact3.label': 'for buyers to pay after winning',
  'about.fact4.value': '7 days',
  'about.fact4.label': 'default auction length',
  'about.ctaHeading': 'Ready to start?',
  'about.ctaText': 'Explore what is under the hammer today, or list your first piece in a few minutes.',
  'about.ctaBrowse': 'Browse categories',
  'about.ctaSell': 'Start selling',

  // ---- terms -----------------------------------------------------------------------------------
  'terms.title': 'Terms and conditions',
  'terms.description':
    "The terms that apply when you buy or sell on Patina: binding bids, payment within 24 hours, commission, reserve prices, disputes, returns and prohibited items.",
  'terms.eyebrow': 'Legal',
  'terms.heading': 'Terms and conditions',
  'terms.lede':
    'These terms apply to everyone who uses Patina to browse, bid, buy or sell. Please read them carefully: by creating an account you agree to them.',
  'terms.contents': 'Contents',
  'terms.s1.title': 'About Patina',
  'terms.s1.p1':
    'Patina is an online marketplace on which independent sellers offer antiques and collectibles through timed auctions and fixed-price Buy it now listings. Patina is not the seller of the items listed; the contract of sale is between the buyer and the seller.',
  'terms.s1.p2':
    'Our experts review listings before they go live. This review is a check of plausibility and presentation, not a certificate of authenticity; sellers remain responsible for the accuracy of their descriptions.',
  'terms.s2.title': 'Your account',
  'terms.s2.p1':
    'You must be at least 18 years old and give accurate details when you register. You are responsible for everything done with your account, so keep your password private and tell us at once if you think someone else has used it.',
  'terms.s2.p2':
    'Any signed-in user may open a seller account by adding a seller profile name, country and bank details for payouts.',
  'terms.s3.title': 'Listing an item',
  'terms.s3.p1':
    'A listing must describe the item honestly, including its condition, any restoration, damage or missing parts, and must include at least five photos of the actual item (JPG or PNG, each under 2 MB).',
  'terms.s3.p2':
    'Each submission is reviewed by an expert, who may accept it or reject it with a note. A rejected listing may be corrected and relisted, and is reviewed again.',
  'terms.s4.title': 'Bidding is binding',
  'terms.s4.p1':
    'A bid is a binding offer to buy the item at that price. You cannot withdraw a bid once placed. A bid must be at least the minimum next bid shown on the item page.',
  'terms.s4.p2':
    'You may set a maximum bid: Patina then bids on your behalf, by the smallest increment needed, up to that maximum. If two maximum bids are equal, the one placed first wins. Sellers may not bid on their own items.',
  'terms.s5.title': 'Reserve prices',
  'terms.s5.p1':
    'A seller may set a confidential reserve price, the lowest price they will accept, only on items with an estimated value over £150; the reserve must be at least £150. If bidding ends below the reserve, the item does not sell.',
  'terms.s5.p2':
    'A seller may lower a reserve during an auction to improve the chance of selling, but may not raise it.',
  'terms.s6.title': 'Buy it now',
  'terms.s6.p1':
    'Where a listing offers Buy it now, the first buyer to confirm the purchase buys the item at that price and the listing ends. The purchase is binding in the same way as a winning bid.',
  'terms.s7.title': 'Payment within 24 hours',
  'terms.s7.p1':
    'The winning bidder or Buy it now buyer must pay the item price and shipping within 24 hours. If payment is not made in time, the sale is cancelled and the seller may relist the item; repeated non-payment may lead to the suspension of your account.',
  'terms.s7.p2':
    'Payments are taken in pounds sterling by card through our payment provider. Prices shown in other currencies are a guide only. Card details are handled by the payment provider and never stored by Patina.',
  'terms.s8.title': 'Fees and commission',
  'terms.s8.p1':
    'Listing is free. When an item sells, Patina charges the seller a commission of 2.95% of the final sale price. Buyers pay no commission.',
  'terms.s8.p2':
    'Sellers who use our fulfilment service (photography, cleaning and shipping to the buyer) pay a fulfilment fee, deducted from the final sale price.',
  'terms.s9.title': 'Seller payouts',
  'terms.s9.p1':
    'Sellers are paid fortnightly, by bank transfer to the account in their payment settings, for sales that have been shipped and received and are not in dispute, less commission and any fulfilment fee.',
  'terms.s10.title': 'Shipping',
  'terms.s10.p1':
    'Sellers state their shipping costs and delivery times for nationwide, Europe and worldwide delivery. They must ship promptly after payment, pack items securely and add a tracking number. Items marked as insured are insured in transit by the seller.',
  'terms.s11.title': 'Returns',
  'terms.s11.p1':
    'Because items are sold by independent sellers, returns depend on the seller, except where an item is not as described, is damaged in transit or does not arrive. In those cases you may open a dispute and, if it is upheld, return the item for a full refund.',
  'terms.s11.p2':
    'Nothing in these terms affects your statutory rights as a consumer when you buy from a trader.',
  'terms.s12.title': 'Disputes',
  'terms.s12.p1':
    'If something is wrong with an order, open a dispute from My account. Our dispute team responds within 24 to 48 hours, hears both buyer and seller, and may resolve the dispute, close it or cancel the sale. While a dispute is open the seller payout for that sale is held.',
  'terms.s13.title': 'Prohibited items',
  'terms.s13.p1': 'The following may not be listed on Patina:',
  'terms.s13.i1': 'stolen goods, or items whose provenance the seller cannot lawfully establish;',
  'terms.s13.i2': 'fakes, replicas or reproductions presented as originals;',
  'terms.s13.i3':
    'ivory and other materials from protected species, except where the law expressly allows their sale and the required certificates are provided;',
  'terms.s13.i4': 'weapons and ammunition that require a licence, and any item whose sale is illegal in the United Kingdom;',
  'terms.s13.i5': 'human remains, and items that promote hatred or violence.',
  'terms.s14.title': 'Privacy',
  'terms.s14.p1':
    'We use your personal data to run your account, process bids, payments and deliveries, resolve disputes and keep the marketplace safe. We share with a seller or buyer only what is needed to complete a sale, and we never sell your data. You may ask to see, correct or delete your data at any time.',
  'terms.s15.title': 'Liability',
  'terms.s15.p1':
    'We work to keep Patina available and accurate but cannot guarantee uninterrupted service. Our liability to you is limited to the fees you have paid us in the twelve months before a claim, except where the law does not allow such a limit.',
  'terms.s16.title': 'Changes and contact',
  'terms.s16.p1':
    'We may update these terms; significant changes are announced by e-mail. Questions about these terms are welcome through our contact page.',
  'terms.contactLink': 'Contact us',

  // ---- support centre --------------------------------------------------------------------------
  'support.title': 'Help centre',
  'support.description': 'Answers about bidding, buying, selling, payments, shipping and disputes on Patina.',
  'support.eyebrow': 'Support',
  'support.heading': 'How can we help?',
  'support.lede': 'Guides and answers for buyers and sellers. Support replies within 24 hours.',
  'support.replies': 'Support replies within 24 hours',
  'support.filterLabel': 'Filter by topic',
  'support.all': 'All topics',
  'support.articles': '{count} articles',
  'support.articlesOne': '1 article',
  'support.loading': 'Loading help articles…',
  'support.empty': 'There are no help articles in this topic yet.',
  'support.error': "We couldn't load the help articles just now. Please try again in a moment, or contact us directly.",
  'support.retry': 'Try again',
  'support.stillNeed': 'Still need help?',
  'support.stillNeedText': 'Our support team replies within 24 hours, seven days a week.',
  'support.contact': 'Contact support',
  'support.disputesTitle': 'A problem with an order?',
  'support.disputesText':
    'Open a dispute from My account. Our dispute team responds within 24 to 48 hours.',
  'support.disputesLink': 'Go to My account',

  // ---- contact ---------------------------------------------------------------------------------
  'contact.title': 'Contact us',
  'contact.description': 'Write to the Patina team about buying, selling, your account or anything else. We reply within 24 hours.',
  'contact.eyebrow': 'Contact',
  'contact.heading': 'We are here to help',
  'contact.lede': 'Questions about an item, a payment or your account? Send us a message and we will reply within 24 hours.',
  'contact.formHeading': 'Send us a message',
  'contact.name': 'Your name',
  'contact.email': 'E-mail address',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.messageHint': 'Include an item number if your message is about a listing.',
  'contact.send': 'Send message',
  'contact.sending': 'Sending…',
  'contact.sendAnother': 'Send another message',
  'contact.replies': 'Support replies within 24 hours',
  'contact.repliesText': 'We answer every message, usually much sooner.',
  'contact.helpTitle': 'Find an answer now',
  'contact.helpText': 'Most questions about bidding, payment and shipping are answered in the help centre.',
  'contact.helpLink': 'Visit the help centre',
  'contact.disputeTitle': 'About an order',
  'contact.disputeText': 'For a problem with a purchase, open a dispute from My account; we respond within 24 to 48 hours.',
  'contact.emailTitle': 'E-mail',

  // ---- coming soon -----------------------------------------------------------------------------
  'soon.eyebrow': 'Coming soon',
  'soon.note': 'This part of Patina is being prepared and opens in a coming release.',
  'soon.sellerLogin.title': 'Sign in',
  'soon.sellerLogin.text': 'Sign in with your e-mail and password to bid, buy, follow your watchlist and manage your listings.',
  'soon.userAccount.title': 'Create your account',
  'soon.userAccount.text':
    'Register with your name, e-mail, phone number and a password. We send you a verification e-mail, then you can sign in.',
  'soon.forgetPassword.title': 'Reset your password',
  'soon.forgetPassword.text': 'Enter your e-mail address to receive a reset link, then choose a new password.',
  'soon.adminLogin.title': 'Admin sign in',
  'soon.adminLogin.text':
    "The Patina team signs in here to manage customers, categories, seller forms, support articles, sales and disputes.",
  'soon.adminLogin.note': "Don't have access? Send an e-mail to {email} and we will get back to you.",
  'soon.adminDetails.title': 'Admin console',
  'soon.adminDetails.text':
    'Customers, categories and sub-categories, seller forms, support articles, sales and seller payouts, disputes, and expert review of submissions.',
  'soon.sellerAccount.title': 'Open a seller account',
  'soon.sellerAccount.text':
    'Choose your seller profile name and country, and add your IBAN and SWIFT so that we can pay you every fortnight.',
  'soon.myAccount.title': 'My account',
  'soon.myAccount.text':
    'Your bids and watchlist, purchase history, payment cards, shipping addresses, disputes, reviews, and settings for notifications, sign-in and security.',
  'soon.userDetails.title': 'Your details',
  'soon.userDetails.text': 'Review and edit your name, phone number, country and display name.',
  'soon.sellerDashboard.title': 'Seller dashboard',
  'soon.sellerDashboard.text':
    'Your Active, Sold, Unsold, Shipping and Submissions tabs, with drafts, reviews, payment settings and the form to list an item.',
  'soon.sellItems.title': 'Sell with Patina',
  'soon.sellItems.text':
    'Start a listing: choose a category, add at least five photos and describe your piece for our experts.',
  'soon.sellingItem.title': 'Your listing',
  'soon.sellingItem.text': 'Follow a listing through expert review, the auction, payment and shipping to the buyer.',
  'soon.listItems.title': 'List an item',
  'soon.listItems.text':
    'A three-step form with drafts: photos and description, pricing (auction, reserve price, Buy it now) and shipping.',
  'soon.thanksSubmit.title': 'Thank you for your submission',
  'soon.thanksSubmit.text':
    'Our experts review every listing. We will let you know as soon as yours is accepted, or if it needs changes.',

  // ---- 404 -------------------------------------------------------------------------------------
  'notFound.title': 'Page not found',
  'notFound.eyebrow': 'Error 404',
  'notFound.heading': 'This page seems to have left the collection',
  'notFound.text':
    'The page you were looking for has moved or never existed. Try a search, or start again from the home page.',
  'notFound.search': 'Search the catalogue',

  // ---- forms (site/src/lib/forms: every form's own words) ---------------------------------------
  'form.optional': 'optional',
  'form.dismiss': 'Dismiss message',
  'form.fixFields': 'Please correct the highlighted fields.',
  'form.working': 'Please wait…',
  'form.showPassword': 'Show password',
  'form.hidePassword': 'Hide password',
} as Record<string, string>;
