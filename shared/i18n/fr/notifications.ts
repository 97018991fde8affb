import type { NotificationTemplate } from '../../notifications.ts';

/**
 * fr strings: notifications — each template's title and body, with the English's placeholders. Typed
 * so a template without its French fails the type check.
 */
/** Templates whose body counts: one French text per plural category instead of one body. */
type Counting = 'payoutSent';
type Keys = `notif.${NotificationTemplate}.title` | `notif.${Exclude<NotificationTemplate, Counting>}.body` | `notif.${Counting}.body.${'one' | 'other'}`;

type MailKeys =
  | 'mail.subject'
  | 'mail.footer'
  | `mail.digest.${'subject.one' | 'subject.other' | 'intro' | 'footer'}`
  | `mail.code.${'signUp' | 'forgotPassword' | 'attribute' | 'invitation'}.${'subject' | 'body'}`;

const notifications: Record<Keys | MailKeys, string> = {
  // the e-mail around a notification (lambdas/notify/notify.ts)
  'mail.subject': 'Patina : {title}',
  'mail.footer': 'Vous choisissez ce que nous vous envoyons par e-mail dans Mon compte › Paramètres : {settingsUrl}',
  'mail.digest.subject.one': 'Patina : 1 nouvel objet pour vous',
  'mail.digest.subject.other': 'Patina : {count} nouveaux objets pour vous',
  'mail.digest.intro': 'Les nouveaux objets qui répondent à vos recherches enregistrées et aux vendeurs que vous suivez :',
  'mail.digest.footer': 'Vous choisissez comment chaque recherche enregistrée vous prévient dans Mon compte › Recherches enregistrées : {settingsUrl}',
  'mail.code.signUp.subject': 'Votre code de vérification Patina',
  'mail.code.signUp.body': 'Bienvenue sur Patina. Votre code de vérification est {code}. Saisissez-le sur la page d’inscription pour confirmer votre adresse e-mail : {url}',
  'mail.code.forgotPassword.subject': 'Votre code de réinitialisation du mot de passe Patina',
  'mail.code.forgotPassword.body': 'Votre code pour choisir un nouveau mot de passe est {code}. Saisissez-le sur la page du mot de passe : {url}. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  'mail.code.attribute.subject': 'Votre code de vérification Patina',
  'mail.code.attribute.body': 'Votre code pour confirmer votre adresse e-mail est {code}.',
  'mail.code.invitation.subject': 'Votre compte Patina',
  'mail.code.invitation.body': 'Un compte a été créé pour vous sur Patina. Votre nom d’utilisateur est {username} et votre mot de passe provisoire est {code}. Connectez-vous pour choisir le vôtre : {url}',
  'notif.outbid.title': 'Vous avez été surenchéri',
  'notif.outbid.body': 'Quelqu’un a dépassé votre maximum sur {itemName}. Le prix est maintenant de {price}.',
  'notif.endingSoon.title': 'Se termine dans l’heure',
  'notif.endingSoon.body': '{itemName} se termine le {endsAt}. Le prix est de {price}.',
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
  'notif.auctionLost.title': 'L’enchère pour {itemName} est terminée',
  'notif.auctionLost.body': 'L’objet a été vendu {price} à un autre acheteur. Merci d’avoir enchéri.',
  'notif.auctionEndedUnsold.title': 'L’enchère pour {itemName} est terminée',
  'notif.auctionEndedUnsold.body': 'Les enchères n’ont pas atteint le prix de réserve du vendeur : l’objet n’a pas été vendu.',
  'notif.paymentReceived.title': 'Paiement reçu pour {itemName}',
  'notif.paymentReceived.body': 'Vous avez payé {total}. Nous vous dirons quand le vendeur l’expédiera.',
  'notif.orderPaid.title': '{itemName} est payé',
  'notif.orderPaid.body': 'L’acheteur a payé {total}. Expédiez-le et ajoutez le numéro de suivi.',
  'notif.shipped.title': '{itemName} est en route',
  'notif.shipped.body': 'Numéro de suivi {trackingNumber}. {trackingUrl}',
  'notif.alert.title': 'Nouveau : {itemName}',
  'notif.alert.body': 'Un nouvel objet pour « {matched} » : {itemName}, {price}, fin le {endsAt}.',
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
  'notif.disputeOpened.title': 'Un litige concernant {itemName}',
  'notif.disputeOpened.body': 'L’acheteur a ouvert un litige : « {message} ». Merci de répondre sous 48 heures.',
  'notif.disputeOpenedByYou.title': 'Votre litige concernant {itemName} est ouvert',
  'notif.disputeOpenedByYou.body': 'Nous avons transmis votre message au vendeur : « {message} ». Il a 48 heures pour répondre, et nous vous dirons quand il l’aura fait.',
  'notif.disputeReply.title': 'Nouvelle réponse dans le litige concernant {itemName}',
  'notif.disputeReply.body': '« {message} »',
  'notif.disputeResolved.title': 'Le litige concernant {itemName} est résolu',
  'notif.disputeResolved.body': 'La vente est maintenue.',
  'notif.disputeClosed.title': 'Le litige concernant {itemName} est clos',
  'notif.disputeClosed.body': 'La vente est maintenue.',
  'notif.disputeReopened.title': 'Le litige concernant {itemName} est rouvert',
  'notif.disputeReopened.body': 'Notre responsable des litiges vous répondra sous 24 à 48 heures.',
  'notif.disputeSaleCancelled.title': 'La vente de {itemName} est annulée',
  'notif.disputeSaleCancelled.body': 'Vous êtes remboursé de {total}. L’objet retourne à son vendeur.',
  'notif.disputeSaleCancelledSeller.title': 'La vente de {itemName} est annulée',
  'notif.disputeSaleCancelledSeller.body': 'L’acheteur est remboursé de {total} et l’objet vous revient.',
  'notif.payoutSent.title': 'Versement de {amount} en route',
  'notif.payoutSent.body.one': 'Nous vous avons versé {amount} pour {count} vente, déduction faite de notre commission et des frais. Votre relevé est dans votre tableau de bord.',
  'notif.payoutSent.body.other': 'Nous vous avons versé {amount} pour {count} ventes, déduction faite de notre commission et des frais. Votre relevé est dans votre tableau de bord.',
  'notif.payoutHeld.title': 'Nous n’avons pas pu vous verser {amount}',
  'notif.payoutHeld.body': 'Ajoutez vos coordonnées bancaires dans les paramètres de paiement de votre tableau de bord : votre versement est retenu d’ici là.',
  'notif.questionAsked.title': 'Une question sur {itemName}',
  'notif.questionAsked.body': '« {question} » Répondez-y sur la page de l’objet tant qu’il est en vente : les réponses sont visibles de tous.',
  'notif.questionAnswered.title': 'Le vendeur a répondu à votre question sur {itemName}',
  'notif.questionAnswered.body': '« {answer} »',
};

export default notifications;
