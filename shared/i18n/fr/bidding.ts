/** fr strings: bidding (the lot page's panel, My bids, the watchlist). Every key in en must exist in fr. */
export default {
  // où en est la personne
  'bidding.standing.highest': 'Vous êtes le meilleur enchérisseur',
  'bidding.standing.outbid': 'Votre enchère a été dépassée',
  'bidding.yourMax': 'Votre enchère maximale : {price}',

  // enchérir
  'bidding.quick.label': 'Enchères rapides',
  'bidding.quick.bid': 'Enchérir {price}',
  'bidding.max.label': 'Votre enchère maximale (GBP)',
  'bidding.max.hint': 'Saisissez {price} ou plus. Nous enchérissons pour vous, palier par palier, jusqu’à votre maximum. Les enchères sont en livres sterling.',
  'bidding.invalidAmount': 'Saisissez un montant en livres, par exemple 125 ou 125,50',
  'bidding.placed': 'Votre enchère est placée, jusqu’à {price}.',
  'bidding.buyNowFor': 'Acheter immédiatement pour {price}',
  'bidding.sending': 'Envoi…',

  // confirmer
  'bidding.confirm.bidTitle': 'Confirmez votre enchère',
  'bidding.confirm.bid': 'Vous enchérissez {price}.',
  'bidding.confirm.max': 'Si quelqu’un enchérit davantage, nous enchérissons pour vous jusqu’à {price}.',
  'bidding.confirm.note': 'Une enchère est un engagement d’achat si vous l’emportez.',
  'bidding.confirm.bidButton': 'Confirmer l’enchère',
  'bidding.confirm.buyTitle': 'Achat immédiat',
  'bidding.confirm.buy': 'Vous achetez ce lot pour {price}, à payer sous 24 heures.',
  'bidding.confirm.buyButton': 'Acheter',
  'bidding.confirm.converted': 'Environ {price} ({currency}). Vous payez en livres sterling.',
  'bidding.confirm.cancel': 'Annuler',

  // la fin
  'bidding.outcome.closing': 'Les enchères sont closes. Le résultat arrive dans un instant.',
  'bidding.outcome.won': 'Vous avez remporté ce lot',
  'bidding.outcome.bought': 'Vous avez acheté ce lot',
  'bidding.outcome.payWithin': 'Merci de payer sous 24 heures.',
  'bidding.payNow': 'Payer maintenant',
  'bidding.outcome.sold': 'Ce lot est vendu',
  'bidding.outcome.soldFor': 'Vendu pour {price}',
  'bidding.outcome.unsold': 'Vente terminée, objet invendu',
  'bidding.outcome.reserveNotMet': 'Prix de réserve non atteint',
  'bidding.outcome.closed': 'Cette vente est close.',
  'bidding.outcome.notYours': 'Vous n’avez pas remporté ce lot.',

  // Mes enchères
  'bidding.myBids.lede': 'Les ventes sur lesquelles vous avez enchéri, avec votre maximum et votre position, en direct.',
  'bidding.myBids.empty': 'Vous n’avez encore enchéri sur rien.',
  'bidding.myBids.yourMax': 'Votre maximum : {price}',
  'bidding.myBids.winning': 'En tête',
  'bidding.myBids.outbid': 'Dépassé',
  'bidding.myBids.won': 'Remporté',
  'bidding.myBids.lost': 'Perdu',
  'bidding.myBids.bidAgain': 'Enchérir à nouveau',

  // la liste de suivi
  'bidding.watchlist.lede': 'Les lots que vous suivez, avec leur prix et le temps restant, en direct.',
  'bidding.watchlist.empty': 'Vous ne suivez encore aucun lot. Ajoutez un lot à vos favoris pour le retrouver ici.',
  'bidding.watchlist.remove': 'Retirer',
  'bidding.watchlist.removeNamed': 'Retirer {name} des favoris',

  // communs aux deux listes
  'bidding.list.browse': 'Parcourir les ventes',
  'bidding.list.loadFailed': 'Impossible de charger cette liste.',
  'bidding.list.retry': 'Réessayer',
  'bidding.list.price': 'Prix',
  'bidding.list.timeLeft': 'Temps restant',
} as Record<string, string>;
