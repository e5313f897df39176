/**
 * Offline-first site (docs/offline.md): the words the service worker writes into a page it serves
 * from its cache and the outbox's words. The catalogues include them under `offline` and `outbox`;
 * the service worker imports only the banner's words (offline-banner.ts).
 */
import { SAVED_FOR_OFFLINE } from './offline-banner';

export const OFFLINE_STRINGS = {
  en: {
    offline: {
      savedAt: SAVED_FOR_OFFLINE.en,
      dataSaver: 'Data saver',
      dataSaverHint: 'Hide pictures in lists to use less data',
      dataSaverSave: 'Save data saver',
    },
    places: {
      title: 'Where the job is',
      useMyLocation: 'Use my location',
      asking: 'Finding where you are…',
      denied: 'Location not allowed: allow it in your browser, or leave the place empty',
      unavailable: 'Your location could not be found: try again outside or later',
      set: 'Place set: {{latitude}}, {{longitude}}',
      none: 'No place set yet',
      clear: 'Clear the place',
      pickOnMap: 'Pick on the map',
      loadingMap: 'Loading the map…',
      map: 'Map: tap to place the pin, or drag it',
    },
    outbox: {
      title: 'Waiting to send',
      queued: 'Queued: sent when you are back online',
      sent: 'Sent',
      refused: 'Refused',
      dismiss: 'Clear',
      unknown: 'This action cannot be sent',
      retry: 'Not sent yet: will try again',
      action: { apply: 'Apply', save: 'Save job', unsave: 'Unsave job', 'check-in': 'Check in', 'mark-done': 'Mark done', message: 'Send a message' },
      done: { apply: 'Your application was sent', save: 'Job saved', unsave: 'Job removed from saved', 'check-in': 'Checked in', 'mark-done': 'Marked as done', message: 'Message sent' },
      attachmentOffline: 'Files cannot be sent offline: send it again when you are back online, or remove the file to queue the text',
    },
  },
  fr: {
    offline: {
      savedAt: SAVED_FOR_OFFLINE.fr,
      dataSaver: 'Économie de données',
      dataSaverHint: 'Masquer les images des listes pour consommer moins de données',
      dataSaverSave: 'Enregistrer l’économie de données',
    },
    places: {
      title: 'Où se trouve la mission',
      useMyLocation: 'Utiliser ma position',
      asking: 'Recherche de votre position…',
      denied: 'Position non autorisée : autorisez-la dans le navigateur, ou laissez le lieu vide',
      unavailable: 'Votre position est introuvable : réessayez dehors ou plus tard',
      set: 'Lieu défini : {{latitude}}, {{longitude}}',
      none: 'Aucun lieu défini',
      clear: 'Effacer le lieu',
      pickOnMap: 'Choisir sur la carte',
      loadingMap: 'Chargement de la carte…',
      map: 'Carte : touchez pour placer l’épingle, ou faites-la glisser',
    },
    outbox: {
      title: 'En attente d’envoi',
      queued: 'En attente : envoyé dès le retour du réseau',
      sent: 'Envoyé',
      refused: 'Refusé',
      dismiss: 'Effacer',
      unknown: 'Cette action ne peut pas être envoyée',
      retry: 'Pas encore envoyé : nouvel essai plus tard',
      action: { apply: 'Postuler', save: 'Enregistrer l’offre', unsave: 'Retirer des offres enregistrées', 'check-in': 'Pointer l’arrivée', 'mark-done': 'Marquer comme terminé', message: 'Envoyer un message' },
      done: { apply: 'Votre candidature a été envoyée', save: 'Offre enregistrée', unsave: 'Offre retirée', 'check-in': 'Arrivée pointée', 'mark-done': 'Marqué comme terminé', message: 'Message envoyé' },
      attachmentOffline: 'Les fichiers ne peuvent pas être envoyés hors ligne : renvoyez-le au retour du réseau, ou retirez le fichier pour mettre le texte en attente',
    },
  },
} as const;
