/**
 * fr strings: common — the site shell (header, slide-out menu, footer), the static pages (about,
 * terms, support, contact), the coming-soon screens and the 404 page. Keys are flat and dotted;
 * every key in en must exist in fr.
 */
export default {
  // ---- shell -----------------------------------------------------------------------------------
  'common.skip': 'Aller au contenu principal',
  'common.siteName': 'Patina',
  'common.defaultDescription':
    "Patina est la maison de ventes en ligne des antiquités et objets de collection : enchères à durée limitée et achats immédiats vérifiés par des experts, payés en toute sécurité par carte.",
  'common.backHome': "Retour à l'accueil",
  'common.browseCategories': 'Parcourir les catégories',
  'common.loading': 'Chargement…',
  'common.breadcrumb': "Fil d'Ariane",
  'common.home': 'Accueil',

  // ---- header ----------------------------------------------------------------------------------
  'header.tagline': 'Antiquités et objets de collection vérifiés par des experts · Enchères et achat immédiat',
  'header.home': "Patina, page d'accueil",
  'header.search.label': 'Rechercher sur Patina',
  'header.search.placeholder': 'Rechercher un créateur, une époque, un objet…',
  'header.search.placeholderShort': 'Chercher…',
  'header.search.category': 'Rechercher dans la catégorie',
  'header.search.all': 'Toutes',
  'header.search.selected': 'Catégorie choisie',
  'header.search.submit': 'Rechercher',
  'header.categories': 'Catégories',
  'header.nav': 'Votre compte',
  'header.watchlist': 'Favoris',
  'header.sell': 'Vendre',
  'header.notifications': 'Notifications',
  'header.notifications.unread': '{count} non lues',
  'header.notifications.unreadOne': 'Non lue',
  'header.notifications.empty': "Vous n'avez aucune nouvelle notification.",
  'header.notifications.loading': 'Chargement des notifications…',
  'header.greeting': 'Bonjour, {name}',
  'header.myBids': 'Mes enchères',
  'header.myAccount': 'Mon compte',
  'header.sellerAccount': 'Compte vendeur',
  'header.signOut': 'Se déconnecter',
  'header.signIn': 'Se connecter',
  'header.openMenu': 'Ouvrir le menu',
  'header.admin': 'Admin',
  'header.adminHome': "Patina Admin, accueil de la console",

  'menu.title': 'Menu',
  'menu.close': 'Fermer le menu',
  'menu.help': 'Aide',
  'menu.preferences': 'Langue et devise',

  'lang.label': 'Langue',
  'lang.en': 'English',
  'lang.fr': 'Français',
  'currency.label': 'Devise',

  // ---- footer ----------------------------------------------------------------------------------
  'footer.label': 'Site',
  'footer.tagline':
    "La maison de ventes en ligne des antiquités et objets de collection. Chaque pièce est vérifiée par un expert avant sa mise en vente.",
  'footer.product': 'Patina',
  'footer.about': 'À propos',
  'footer.terms': 'Conditions générales',
  'footer.contact': 'Nous contacter',
  'footer.blog': 'Blog',
  'footer.press': 'Presse',
  'footer.selling': 'Vendre',
  'footer.listItem': 'Mettre un objet en vente',
  'footer.sellerDashboard': 'Tableau de bord vendeur',
  'footer.sellersGuide': 'Guide du vendeur',
  'footer.buying': 'Acheter',
  'footer.categories': 'Catégories',
  'footer.watchlist': 'Favoris',
  'footer.buyersGuide': "Guide de l'acheteur",
  'footer.account': 'Compte',
  'footer.logIn': 'Se connecter',
  'footer.register': 'Créer un compte',
  'footer.help': "Centre d'aide",
  'footer.social': 'Suivre Patina',
  'footer.rights': '© {year} Patina. Tous droits réservés.',
  'footer.note': 'Les paiements sont encaissés en livres sterling ; les autres devises sont indiquées à titre indicatif.',
  'footer.support': "Le support répond sous 24 heures",

  // ---- about -----------------------------------------------------------------------------------
  'about.title': 'À propos de Patina',
  'about.description':
    "Patina est une place de marché d'antiquités et d'objets de collection vérifiés par des experts : enchères à durée limitée, achat immédiat, paiement sécurisé par carte et versements aux vendeurs tous les quinze jours.",
  'about.eyebrow': 'À propos',
  'about.heading': 'La place de marché des objets qui ont une histoire',
  'about.lede':
    "Patina réunit collectionneurs et vendeurs d'antiquités en un lieu de confiance. Chaque annonce est vérifiée par un expert, chaque enchère se joue à la seconde près et chaque paiement passe par un prestataire de paiement sécurisé.",
  'about.valuesHeading': 'Pourquoi les collectionneurs choisissent Patina',
  'about.value1.title': 'Vérifié par des experts',
  'about.value1.text':
    "Avant la mise en ligne, l'un de nos spécialistes examine les photos, la description et l'estimation de chaque pièce. Les annonces insuffisantes sont renvoyées au vendeur avec une note qui en explique la raison.",
  'about.value2.title': 'Enchères et achat immédiat',
  'about.value2.text':
    "Enchérissez lors de ventes à durée limitée avec des enchères maximales automatiques, ou achetez au prix fixe lorsque le vendeur propose l'achat immédiat.",
  'about.value3.title': "En sécurité, de l'enchère à la livraison",
  'about.value3.text':
    "Les paiements par carte passent par un prestataire de paiement agréé, les vendeurs ajoutent un numéro de suivi à chaque envoi et notre équipe litiges intervient en cas de problème.",
  'about.howHeading': 'Comment fonctionnent les enchères',
  'about.howLede': "De la première enchère à la pièce sur votre étagère, en cinq étapes.",
  'about.step1.title': 'Trouvez une pièce',
  'about.step1.text':
    "Parcourez les catégories ou recherchez par créateur, époque ou objet. Ajoutez des pièces à vos favoris pour les suivre.",
  'about.step2.title': 'Enchérissez',
  'about.step2.text':
    "Proposez au moins l'enchère minimale suivante, ou fixez un maximum et laissez Patina enchérir pour vous, palier par palier, jusqu'à votre limite.",
  'about.step3.title': 'Remportez et payez sous 24 heures',
  'about.step3.text':
    "À la fin de la vente, vous êtes l'acheteur si vous détenez l'enchère la plus haute et que le prix de réserve éventuel est atteint. Le paiement est dû dans les 24 heures.",
  'about.step4.title': 'Livraison suivie',
  'about.step4.text':
    "Le vendeur expédie à votre adresse, en France, en Europe ou dans le monde, et ajoute un numéro de suivi pour que vous puissiez suivre le colis.",
  'about.step5.title': 'Confirmez et donnez votre avis',
  'about.step5.text':
    "Confirmez la réception de la pièce, puis laissez un avis sur le vendeur pour aider les autres collectionneurs à acheter en confiance.",
  'about.sellHeading': 'Vendre sur Patina',
  'about.sellLede':
    "Mettez en vente un objet de famille ou une collection entière. Vous ne payez que si votre objet est vendu.",
  'about.sell1': 'Les enchères démarrent à partir de 1 £ et durent 7 jours par défaut.',
  'about.sell2':
    'Fixez un prix de réserve pour les objets estimés à plus de 150 £ (la réserve minimale est de 150 £).',
  'about.sell3': "Proposez l'achat immédiat en plus de l'enchère, ou seul.",
  'about.sell4':
    "Choisissez notre service de prise en charge : photographie professionnelle, nettoyage et expédition à l'acheteur, moyennant des frais déduits du prix de vente final.",
  'about.sell5': 'Ajoutez au moins cinq photos JPG ou PNG de moins de 2 Mo chacune.',
  'about.fact1.value': '2,95 %',
  'about.fact1.label': 'de commission, prélevée uniquement si votre objet est vendu',
  'about.fact2.value': 'Tous les 15 jours',
  'about.fact2.label': 'versements sur votre compte bancaire',
  'about.fact3.value': '24 h',
  'about.fact3.label': "pour payer après avoir remporté l'enchère",
  'about.fact4.value': '7 jours',
  'about.fact4.label': "durée d'une enchère par défaut",
  'about.ctaHeading': 'Prêt à commencer ?',
  'about.ctaText': "Découvrez les pièces mises aux enchères aujourd'hui, ou mettez votre première pièce en vente en quelques minutes.",
  'about.ctaBrowse': 'Parcourir les catégories',
  'about.ctaSell': 'Commencer à vendre',

  // ---- terms -----------------------------------------------------------------------------------
  'terms.title': 'Conditions générales',
  'terms.description':
    "Les conditions applicables aux achats et aux ventes sur Patina : enchères fermes, paiement sous 24 heures, commission, prix de réserve, litiges, retours et objets interdits.",
  'terms.eyebrow': 'Informations légales',
  'terms.heading': 'Conditions générales',
  'terms.lede':
    "Ces conditions s'appliquent à toute personne qui utilise Patina pour consulter, enchérir, acheter ou vendre. Lisez-les attentivement : en créant un compte, vous les acceptez.",
  'terms.contents': 'Sommaire',
  'terms.s1.title': 'À propos de Patina',
  'terms.s1.p1':
    "Patina est une place de marché en ligne sur laquelle des vendeurs indépendants proposent des antiquités et des objets de collection, par enchères à durée limitée ou à prix fixe (achat immédiat). Patina n'est pas le vendeur des objets ; le contrat de vente est conclu entre l'acheteur et le vendeur.",
  'terms.s1.p2':
    "Nos experts examinent les annonces avant leur mise en ligne. Cet examen porte sur la vraisemblance et la présentation ; il ne vaut pas certificat d'authenticité, et les vendeurs restent responsables de l'exactitude de leurs descriptions.",
  'terms.s2.title': 'Votre compte',
  'terms.s2.p1':
    "Vous devez avoir au moins 18 ans et fournir des informations exactes lors de votre inscription. Vous êtes responsable de tout ce qui est fait avec votre compte : gardez votre mot de passe secret et prévenez-nous immédiatement si vous pensez qu'un tiers l'a utilisé.",
  'terms.s2.p2':
    "Tout utilisateur connecté peut ouvrir un compte vendeur en indiquant un nom de profil vendeur, un pays et des coordonnées bancaires pour les versements.",
  'terms.s3.title': 'Mettre un objet en vente',
  'terms.s3.p1':
    "Une annonce doit décrire l'objet honnêtement, y compris son état, toute restauration, tout dommage ou toute pièce manquante, et comporter au moins cinq photos de l'objet lui-même (JPG ou PNG, moins de 2 Mo chacune).",
  'terms.s3.p2':
    "Chaque annonce est examinée par un expert, qui l'accepte ou la refuse avec une note. Une annonce refusée peut être corrigée et remise en vente ; elle est alors examinée à nouveau.",
  'terms.s4.title': "L'enchère vous engage",
  'terms.s4.p1':
    "Une enchère est une offre ferme d'acheter l'objet à ce prix. Une enchère placée ne peut pas être retirée. Elle doit être au moins égale à l'enchère minimale suivante indiquée sur la page de l'objet.",
  'terms.s4.p2':
    "Vous pouvez fixer une enchère maximale : Patina enchérit alors pour vous, du plus petit palier nécessaire, jusqu'à ce maximum. En cas d'égalité entre deux enchères maximales, la première placée l'emporte. Les vendeurs ne peuvent pas enchérir sur leurs propres objets.",
  'terms.s5.title': 'Prix de réserve',
  'terms.s5.p1':
    "Un vendeur peut fixer un prix de réserve confidentiel, le prix le plus bas qu'il accepte, uniquement pour les objets estimés à plus de 150 £ ; la réserve doit être d'au moins 150 £. Si les enchères se terminent sous la réserve, l'objet n'est pas vendu.",
  'terms.s5.p2':
    "Un vendeur peut abaisser sa réserve pendant la vente pour augmenter ses chances de vendre, mais ne peut pas la relever.",
  'terms.s6.title': 'Achat immédiat',
  'terms.s6.p1':
    "Lorsqu'une annonce propose l'achat immédiat, le premier acheteur qui confirme l'achat obtient l'objet à ce prix et l'annonce prend fin. L'achat engage l'acheteur au même titre qu'une enchère gagnante.",
  'terms.s7.title': 'Paiement sous 24 heures',
  'terms.s7.p1':
    "Le gagnant de l'enchère ou l'acheteur immédiat doit payer le prix et les frais de livraison dans les 24 heures. À défaut, la vente est annulée et le vendeur peut remettre l'objet en vente ; des défauts de paiement répétés peuvent entraîner la suspension du compte.",
  'terms.s7.p2':
    "Les paiements sont encaissés en livres sterling, par carte, via notre prestataire de paiement. Les prix affichés dans d'autres devises sont indicatifs. Les données de carte sont traitées par le prestataire de paiement et ne sont jamais conservées par Patina.",
  'terms.s8.title': 'Frais et commission',
  'terms.s8.p1':
    "La mise en vente est gratuite. Lorsqu'un objet est vendu, Patina prélève auprès du vendeur une commission de 2,95 % du prix de vente final. Les acheteurs ne paient aucune commission.",
  'terms.s8.p2':
    "Les vendeurs qui utilisent notre service de prise en charge (photographie, nettoyage et expédition à l'acheteur) paient des frais de service, déduits du prix de vente final.",
  'terms.s9.title': 'Versements aux vendeurs',
  'terms.s9.p1':
    "Les vendeurs sont payés tous les quinze jours, par virement sur le compte indiqué dans leurs paramètres de paiement, pour les ventes expédiées, reçues et sans litige en cours, déduction faite de la commission et des éventuels frais de service.",
  'terms.s10.title': 'Livraison',
  'terms.s10.p1':
    "Les vendeurs indiquent leurs frais et délais de livraison pour le pays, l'Europe et le reste du monde. Ils expédient rapidement après le paiement, emballent les objets avec soin et ajoutent un numéro de suivi. Les objets indiqués comme assurés le sont par le vendeur pendant le transport.",
  'terms.s11.title': 'Retours',
  'terms.s11.p1':
    "Les objets étant vendus par des vendeurs indépendants, les retours dépendent du vendeur, sauf si l'objet n'est pas conforme à la description, a été endommagé pendant le transport ou n'est pas arrivé. Dans ces cas, vous pouvez ouvrir un litige et, s'il est reconnu fondé, retourner l'objet contre un remboursement intégral.",
  'terms.s11.p2':
    "Rien dans ces conditions ne limite les droits que la loi vous accorde en tant que consommateur lorsque vous achetez auprès d'un professionnel.",
  'terms.s12.title': 'Litiges',
  'terms.s12.p1':
    "En cas de problème avec une commande, ouvrez un litige depuis Mon compte. Notre équipe litiges répond sous 24 à 48 heures, entend l'acheteur et le vendeur, et peut résoudre le litige, le clore ou annuler la vente. Tant qu'un litige est ouvert, le versement au vendeur pour cette vente est suspendu.",
  'terms.s13.title': 'Objets interdits',
  'terms.s13.p1': 'Ne peuvent pas être mis en vente sur Patina :',
  'terms.s13.i1': "les biens volés, ou dont le vendeur ne peut pas établir légalement la provenance ;",
  'terms.s13.i2': 'les faux, répliques ou reproductions présentés comme des originaux ;',
  'terms.s13.i3':
    "l'ivoire et les autres matières issues d'espèces protégées, sauf lorsque la loi en autorise expressément la vente et que les certificats requis sont fournis ;",
  'terms.s13.i4':
    "les armes et munitions soumises à autorisation, et tout objet dont la vente est illégale au Royaume-Uni ;",
  'terms.s13.i5': "les restes humains, et les objets qui incitent à la haine ou à la violence.",
  'terms.s14.title': 'Confidentialité',
  'terms.s14.p1':
    "Nous utilisons vos données personnelles pour gérer votre compte, traiter les enchères, les paiements et les livraisons, résoudre les litiges et assurer la sécurité de la place de marché. Nous ne transmettons à un vendeur ou à un acheteur que ce qui est nécessaire pour conclure une vente, et nous ne vendons jamais vos données. Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données.",
  'terms.s15.title': 'Responsabilité',
  'terms.s15.p1':
    "Nous faisons le nécessaire pour que Patina reste disponible et exact, sans pouvoir garantir un service ininterrompu. Notre responsabilité envers vous est limitée aux frais que vous nous avez payés au cours des douze mois précédant une réclamation, sauf lorsque la loi interdit une telle limite.",
  'terms.s16.title': 'Modifications et contact',
  'terms.s16.p1':
    "Nous pouvons mettre à jour ces conditions ; les changements importants sont annoncés par e-mail. Vos questions sur ces conditions sont les bienvenues via notre page de contact.",
  'terms.contactLink': 'Nous contacter',

  // ---- support centre --------------------------------------------------------------------------
  'support.title': "Centre d'aide",
  'support.description':
    "Réponses sur les enchères, l'achat, la vente, les paiements, la livraison et les litiges sur Patina.",
  'support.eyebrow': 'Assistance',
  'support.heading': 'Comment pouvons-nous vous aider ?',
  'support.lede': 'Guides et réponses pour les acheteurs et les vendeurs. Le support répond sous 24 heures.',
  'support.replies': 'Le support répond sous 24 heures',
  'support.filterLabel': 'Filtrer par thème',
  'support.all': 'Tous les thèmes',
  'support.articles': '{count} articles',
  'support.articlesOne': '1 article',
  'support.loading': "Chargement des articles d'aide…",
  'support.empty': "Il n'y a pas encore d'article d'aide dans ce thème.",
  'support.error':
    "Les articles d'aide n'ont pas pu être chargés. Réessayez dans un instant, ou contactez-nous directement.",
  'support.retry': 'Réessayer',
  'support.stillNeed': "Besoin d'aide supplémentaire ?",
  'support.stillNeedText': 'Notre équipe répond sous 24 heures, sept jours sur sept.',
  'support.contact': 'Contacter le support',
  'support.disputesTitle': 'Un problème avec une commande ?',
  'support.disputesText': 'Ouvrez un litige depuis Mon compte. Notre équipe litiges répond sous 24 à 48 heures.',
  'support.disputesLink': 'Aller à Mon compte',

  // ---- contact ---------------------------------------------------------------------------------
  'contact.title': 'Nous contacter',
  'contact.description':
    "Écrivez à l'équipe Patina au sujet d'un achat, d'une vente, de votre compte ou de toute autre question. Nous répondons sous 24 heures.",
  'contact.eyebrow': 'Contact',
  'contact.heading': 'Nous sommes là pour vous aider',
  'contact.lede':
    "Une question sur un objet, un paiement ou votre compte ? Envoyez-nous un message, nous vous répondrons sous 24 heures.",
  'contact.formHeading': 'Envoyez-nous un message',
  'contact.name': 'Votre nom',
  'contact.email': 'Adresse e-mail',
  'contact.subject': 'Objet',
  'contact.message': 'Message',
  'contact.messageHint': "Indiquez le numéro de l'objet si votre message concerne une annonce.",
  'contact.send': 'Envoyer le message',
  'contact.sending': 'Envoi…',
  'contact.sendAnother': 'Envoyer un autre message',
  'contact.replies': 'Le support répond sous 24 heures',
  'contact.repliesText': 'Nous répondons à chaque message, généralement bien plus vite.',
  'contact.helpTitle': 'Trouver une réponse maintenant',
  'contact.helpText':
    "La plupart des questions sur les enchères, le paiement et la livraison trouvent leur réponse dans le centre d'aide.",
  'contact.helpLink': "Consulter le centre d'aide",
  'contact.disputeTitle': "Au sujet d'une commande",
  'contact.disputeText':
    "Pour un problème avec un achat, ouvrez un litige depuis Mon compte ; nous répondons sous 24 à 48 heures.",
  'contact.emailTitle': 'E-mail',

  // ---- coming soon -----------------------------------------------------------------------------
  'soon.eyebrow': 'Bientôt disponible',
  'soon.note': 'Cette partie de Patina est en préparation et ouvrira dans une prochaine version.',
  'soon.sellerLogin.title': 'Connexion',
  'soon.sellerLogin.text':
    'Connectez-vous avec votre e-mail et votre mot de passe pour enchérir, acheter, suivre vos favoris et gérer vos annonces.',
  'soon.userAccount.title': 'Créer votre compte',
  'soon.userAccount.text':
    "Inscrivez-vous avec votre nom, votre e-mail, votre numéro de téléphone et un mot de passe. Nous vous envoyons un e-mail de vérification, puis vous pouvez vous connecter.",
  'soon.forgetPassword.title': 'Réinitialiser votre mot de passe',
  'soon.forgetPassword.text':
    'Saisissez votre adresse e-mail pour recevoir un lien de réinitialisation, puis choisissez un nouveau mot de passe.',
  'soon.adminLogin.title': 'Connexion administrateur',
  'soon.adminLogin.text':
    "L'équipe Patina se connecte ici pour gérer les clients, les catégories, les formulaires vendeurs, les articles d'aide, les ventes et les litiges.",
  'soon.adminLogin.note': "Vous n'avez pas d'accès ? Envoyez un e-mail à {email} et nous vous répondrons.",
  'soon.adminDetails.title': "Console d'administration",
  'soon.adminDetails.text':
    "Clients, catégories et sous-catégories, formulaires vendeurs, articles d'aide, ventes et versements aux vendeurs, litiges, et examen des annonces par les experts.",
  'soon.sellerAccount.title': 'Ouvrir un compte vendeur',
  'soon.sellerAccount.text':
    'Choisissez votre nom de profil vendeur et votre pays, puis ajoutez votre IBAN et votre code SWIFT pour être payé tous les quinze jours.',
  'soon.myAccount.title': 'Mon compte',
  'soon.myAccount.text':
    "Vos enchères et favoris, l'historique de vos achats, vos cartes de paiement, vos adresses de livraison, vos litiges, vos avis, et les réglages des notifications, de la connexion et de la sécurité.",
  'soon.userDetails.title': 'Vos informations',
  'soon.userDetails.text': "Consultez et modifiez votre nom, votre numéro de téléphone, votre pays et votre nom d'affichage.",
  'soon.sellerDashboard.title': 'Tableau de bord vendeur',
  'soon.sellerDashboard.text':
    "Vos onglets En cours, Vendus, Invendus, Expédition et Soumissions, avec vos brouillons, vos avis, vos paramètres de paiement et le formulaire de mise en vente.",
  'soon.sellItems.title': 'Vendre avec Patina',
  'soon.sellItems.text':
    'Commencez une annonce : choisissez une catégorie, ajoutez au moins cinq photos et décrivez votre pièce pour nos experts.',
  'soon.sellingItem.title': 'Votre annonce',
  'soon.sellingItem.text':
    "Suivez une annonce à travers l'examen par l'expert, l'enchère, le paiement et l'expédition à l'acheteur.",
  'soon.listItems.title': 'Mettre un objet en vente',
  'soon.listItems.text':
    "Un formulaire en trois étapes, avec brouillons : photos et description, prix (enchère, prix de réserve, achat immédiat) et livraison.",
  'soon.thanksSubmit.title': 'Merci pour votre annonce',
  'soon.thanksSubmit.text':
    "Nos experts examinent chaque annonce. Nous vous préviendrons dès que la vôtre sera acceptée, ou si elle doit être modifiée.",

  // ---- 404 -------------------------------------------------------------------------------------
  'notFound.title': 'Page introuvable',
  'notFound.eyebrow': 'Erreur 404',
  'notFound.heading': 'Cette page semble avoir quitté la collection',
  'notFound.text':
    "La page que vous cherchez a été déplacée ou n'a jamais existé. Lancez une recherche, ou repartez de la page d'accueil.",
  'notFound.search': 'Rechercher dans le catalogue',

  // ---- forms (site/src/lib/forms: every form's own words) ---------------------------------------
  'form.optional': 'facultatif',
  'form.dismiss': 'Fermer le message',
  'form.fixFields': 'Veuillez corriger les champs signalés.',
  'form.working': 'Veuillez patienter…',
  'form.showPassword': 'Afficher le mot de passe',
  'form.hidePassword': 'Masquer le mot de passe',
} as Record<string, string>;
