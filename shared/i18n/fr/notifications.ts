import type { NotificationTemplate } from '../../notifications.ts';

/**
 * fr strings: notifications — each template's title and body, with the English's placeholders. Typed
 * so a template without its French fails the type check.
 */
const notifications: Record<`notif.${NotificationTemplate}.${'title' | 'body'}`, string> = {
  'notif.outbid.title': 'Vous avez été surenchéri',
  'notif.outbid.body': 'Quelqu’un a dépassé votre maximum sur {itemName}. Le prix est maintenant de {price}.',
  'notif.endingSoon.title': 'Se termine dans l’heure',
  'notif.endingSoon.body': '{itemName} se termine à {endsAt}. Le prix est de {price}.',
  'notif.won.title': 'Vous avez remporté {itemName}',
  'notif.won.body': 'Votre prix est de {price}. Merci de payer sous 24 heures.',
  'notif.bought.title': 'Vous avez acheté {itemName}',
  'notif.bought.body': 'Vous l’avez acheté pour {price}. Merci de payer sous 24 heures.',
  'notif.sold.title': '{itemName} est vendu',
  'notif.sold.body': 'Vendu pour {price}. Nous vous dirons quand l’acheteur aura payé.',
  'notif.endedUnsold.title': '{itemName} n’a pas été vendu',
  'notif.endedUnsold.body': 'La vente s’est terminée sans enchère. Vous pouvez la remettre en vente depuis votre tableau de bord.',
  'notif.reserveNotMet.title': '{itemName} n’a pas atteint son prix de réserve',
  'notif.reserveNotMet.body': 'La meilleure enchère était de {price}. Vous pouvez la remettre en vente depuis votre tableau de bord.',
  'notif.paymentReceived.title': 'Paiement reçu pour {itemName}',
  'notif.paymentReceived.body': 'Vous avez payé {total}. Nous vous dirons quand le vendeur l’expédiera.',
  'notif.orderPaid.title': '{itemName} est payé',
  'notif.orderPaid.body': 'L’acheteur a payé {total}. Expédiez-le et ajoutez le numéro de suivi.',
  'notif.shipped.title': '{itemName} est en route',
  'notif.shipped.body': 'Numéro de suivi {trackingNumber}. {trackingUrl}',
  'notif.listingAccepted.title': '{itemName} est en ligne',
  'notif.listingAccepted.body': 'Notre expert a accepté votre annonce. Elle se termine le {endsAt}.',
  'notif.listingRejected.title': '{itemName} n’a pas été accepté',
  'notif.listingRejected.body': 'La note de notre expert : {note}',
  'notif.paymentReminder.title': 'Merci de payer {itemName}',
  'notif.paymentReminder.body': 'La vente sera annulée si vous ne payez pas avant le {payBy}. Le prix est de {price}, plus la livraison.',
  'notif.saleCancelledUnpaid.title': 'Vente de {itemName} annulée, non payée',
  'notif.saleCancelledUnpaid.body': 'Vous n’avez pas payé sous 24 heures : la vente a été annulée.',
  'notif.salePaymentNotDone.title': 'Vente de {itemName} non payée à temps',
  'notif.salePaymentNotDone.body': 'L’acheteur n’a pas payé sous 24 heures. Vous pouvez remettre l’objet en vente, ou le proposer au deuxième enchérisseur, depuis votre tableau de bord.',
  'notif.secondChanceOffer.title': 'Une seconde chance pour {itemName}',
  'notif.secondChanceOffer.body': 'Le gagnant n’a pas payé. L’objet est à vous pour votre enchère maximale de {price} : merci de payer sous 24 heures.',
  'notif.shipmentReminder.title': 'Merci d’expédier {itemName}',
  'notif.shipmentReminder.body': 'L’acheteur a payé il y a {days} jours. Expédiez-le et ajoutez le numéro de suivi.',
  'notif.orderPaidToCentre.title': '{itemName} est payé',
  'notif.orderPaidToCentre.body': 'L’acheteur a payé {total}. Merci de l’envoyer à notre centre de traitement (son adresse est sur votre tableau de bord) et d’ajouter le numéro de suivi.',
  'notif.centreShipmentReminder.title': 'Merci d’envoyer {itemName} à notre centre de traitement',
  'notif.centreShipmentReminder.body': 'L’acheteur a payé il y a {days} jours. Envoyez-le à notre centre de traitement (son adresse est sur votre tableau de bord) et ajoutez le numéro de suivi.',
};

export default notifications;
