import type { HelpTopicText } from './types';

export const FR: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Livraison',
    summary: 'Modes de livraison, frais, délais et suivi.',
    articles: [
      {
        slug: 'delivery-times',
        title: 'Quel est le délai de livraison ?',
        paragraphs: [
          'La livraison standard prend 3 à 5 jours ouvrés. La livraison express arrive le jour ouvré suivant pour toute commande passée avant 14 h.',
          'Les commandes passées le week-end ou un jour férié quittent notre entrepôt le jour ouvré suivant.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: 'Combien coûte la livraison ?',
        paragraphs: [
          'La livraison standard est offerte au-delà du seuil de livraison gratuite de votre pays ; en dessous, les frais s’affichent dans votre panier avant le paiement.',
          'La livraison express est toujours payante, sauf pour les membres Gold du programme de fidélité {brand}.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'Comment suivre ma commande ?',
        paragraphs: [
          'Dès que votre colis quitte notre entrepôt, nous vous envoyons un e-mail avec un lien de suivi.',
          'Vous pouvez aussi retrouver votre commande sur la page « Suivi de commande » avec votre numéro de commande et votre adresse e-mail.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Retours et remboursements',
    summary: 'Retours gratuits sous 30 jours, remboursements et échanges.',
    articles: [
      {
        slug: 'how-to-return',
        title: 'Comment retourner un article ?',
        paragraphs: [
          'Vous pouvez retourner gratuitement les articles non portés dans les 30 jours suivant la livraison.',
          'Imprimez une étiquette de retour gratuite depuis le détail de votre commande, emballez les articles dans leur boîte d’origine et déposez le colis dans un point relais.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'Quand serai-je remboursé ?',
        paragraphs: [
          'Nous vous remboursons sous 5 jours ouvrés après réception de votre retour dans notre entrepôt, sur le moyen de paiement utilisé.',
          'Votre banque peut mettre quelques jours de plus à faire apparaître le montant sur votre relevé.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Puis-je échanger un article contre une autre taille ?',
        paragraphs: [
          'Le plus rapide est de retourner l’article et de commander la taille souhaitée, pour ne pas attendre un réassort.',
          'Les tailles épuisées en ligne sont souvent encore disponibles dans nos magasins.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Paiement',
    summary: 'Moyens de paiement, paiements refusés et paiement différé.',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Quels moyens de paiement acceptez-vous ?',
        paragraphs: [
          'Nous acceptons Visa, Mastercard et American Express, PayPal, les cartes cadeaux et les points de fidélité. Les moyens de paiement locaux dépendent de votre pays et s’affichent au paiement.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Pourquoi mon paiement a-t-il été refusé ?',
        paragraphs: [
          'Vérifiez le numéro de carte, la date d’expiration et le cryptogramme, ainsi que la validation 3-D Secure par votre banque.',
          'Si le paiement échoue encore, votre banque pourra vous en donner la raison ; votre commande n’est passée qu’après un paiement réussi.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Puis-je payer plus tard ou en plusieurs fois ?',
        paragraphs: [
          'Dans certains pays, vous pouvez choisir au paiement un prestataire de paiement différé. Il étudie votre demande et vous envoie son propre échéancier.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Tailles et coupe',
    summary: 'Trouver votre taille en chaussures et vêtements.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'Comment trouver ma taille ?',
        paragraphs: [
          'Notre guide des tailles convertit les pointures UK, EU et US et indique la longueur du pied en centimètres pour chaque pointure.',
          'Mesurez votre pied le soir, debout, du talon jusqu’au plus long orteil, puis choisissez la pointure correspondante.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: 'Vos chaussures taillent-elles normalement ?',
        paragraphs: [
          'Nos chaussures taillent normalement. Lorsqu’un modèle taille petit ou grand, la fiche produit l’indique, d’après les avis de nos clients.',
        ],
      },
      {
        slug: 'between-sizes',
        title: 'J’hésite entre deux tailles. Laquelle choisir ?',
        paragraphs: [
          'Prenez la plus grande si vous portez des chaussettes épaisses ou avez le pied large, et la plus petite pour un maintien ferme en chaussures de running.',
        ],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Programme de fidélité',
    summary: 'Adhérer, gagner et utiliser des points.',
    articles: [
      {
        slug: 'join-membership',
        title: 'Comment adhérer au programme de fidélité {brand} ?',
        paragraphs: ['L’adhésion est gratuite. Créez un compte et inscrivez-vous depuis votre espace client, ou cochez la case lors du paiement.'],
      },
      {
        slug: 'earn-points',
        title: 'Comment gagner des points ?',
        paragraphs: [
          'Vous gagnez environ un point par euro, livre ou dollar dépensé. Les points apparaissent sur votre compte une fois la commande payée.',
          'Vous devenez membre Silver à 500 points cumulés et Gold à 1 500.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'Comment utiliser mes points ?',
        paragraphs: [
          'Au paiement, choisissez le nombre de points à utiliser : 100 points valent une unité de votre devise. En cas de retour, vos points vous sont rendus.',
        ],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Cartes cadeaux',
    summary: 'Acheter, utiliser et consulter une carte cadeau.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: 'Comment acheter une carte cadeau ?',
        paragraphs: [
          'Choisissez un montant sur notre page cartes cadeaux et saisissez l’adresse e-mail du destinataire. La carte cadeau électronique est envoyée dès la confirmation de votre paiement.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'Comment payer avec une carte cadeau ?',
        paragraphs: [
          'Saisissez le numéro et le code PIN de la carte au paiement. Si la carte ne couvre pas toute la commande, réglez le reste avec un autre moyen de paiement.',
        ],
      },
      {
        slug: 'check-balance',
        title: 'Comment consulter le solde de ma carte cadeau ?',
        paragraphs: ['Saisissez le numéro et le code PIN au paiement ou sur la page cartes cadeaux de votre compte pour voir le solde restant.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Retrait en magasin',
    summary: 'Retirer une commande en ligne dans l’un de nos magasins.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: 'Comment fonctionne le retrait en magasin ?',
        paragraphs: [
          'Choisissez « Retrait en magasin » au paiement et sélectionnez un magasin proche de chez vous. Le retrait est gratuit.',
          'Nous vous envoyons un e-mail dès que votre commande est prête.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'Combien de temps ma commande m’attend-elle ?',
        paragraphs: ['Votre commande est conservée 10 jours. Passé ce délai, elle retourne à notre entrepôt et vous êtes intégralement remboursé.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Quelqu’un d’autre peut-il retirer ma commande ?',
        paragraphs: ['Oui. Transférez-lui l’e-mail de mise à disposition ; la personne le présente en caisse avec le numéro de commande.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Confidentialité et données',
    summary: 'Vos données personnelles, les cookies et votre compte.',
    articles: [
      {
        slug: 'your-data',
        title: 'Que faites-vous de mes données personnelles ?',
        paragraphs: [
          'Nous utilisons vos données pour livrer vos commandes, gérer votre compte et votre adhésion et, si vous l’acceptez, personnaliser ce que vous voyez. Nous ne vendons jamais vos données.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'Comment modifier mes choix de cookies ?',
        paragraphs: ['Ouvrez « Préférences cookies » dans le pied de page et activez ou désactivez chaque catégorie. Votre choix s’applique immédiatement.'],
      },
      {
        slug: 'delete-your-account',
        title: 'Comment obtenir une copie de mes données ou supprimer mon compte ?',
        paragraphs: [
          'Écrivez au service client via le formulaire de contact avec le sujet « Autre ». Nous répondons aux demandes sur les données sous 30 jours.',
        ],
      },
    ],
  },
];
