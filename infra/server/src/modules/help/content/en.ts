import type { HelpTopicText } from './types';

export const EN: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Delivery',
    summary: 'Delivery options, costs, times and tracking.',
    articles: [
      {
        slug: 'delivery-times',
        title: 'How long does delivery take?',
        paragraphs: [
          'Standard delivery takes 3 to 5 working days. Express delivery arrives the next working day when you order before 2 pm.',
          'Orders placed at the weekend or on a public holiday leave our warehouse on the next working day.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: 'How much does delivery cost?',
        paragraphs: [
          'Standard delivery is free on orders over the free-shipping threshold of your country; below it, the cost is shown in your basket before you pay.',
          'Express delivery always has a charge, except for gold members of the {brand} loyalty programme.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'How do I track my order?',
        paragraphs: [
          'As soon as your parcel leaves our warehouse we send you an e-mail with a tracking link.',
          'You can also look up your order on the order status page with your order number and e-mail address.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Returns and refunds',
    summary: 'Free returns within 30 days, refunds and exchanges.',
    articles: [
      {
        slug: 'how-to-return',
        title: 'How do I return an item?',
        paragraphs: [
          'You can return unworn items free of charge within 30 days of delivery.',
          'Print a free return label from your order details page, pack the items in their original box and drop the parcel at any partner point.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'When will I get my refund?',
        paragraphs: [
          'We refund you within 5 working days of your return reaching our warehouse, to the payment method you used.',
          'Your bank may take a few more days to show the money on your statement.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Can I exchange an item for another size?',
        paragraphs: [
          'The quickest way is to return the item and place a new order for the size you need, so that you are not left waiting for stock.',
          'Sizes that are sold out online are often still available in our stores.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Payment',
    summary: 'Payment methods, declined payments and paying later.',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Which payment methods do you accept?',
        paragraphs: [
          'We accept Visa, Mastercard and American Express, PayPal, gift cards and loyalty points. Local methods depend on your country and are shown at checkout.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Why was my payment declined?',
        paragraphs: [
          'Check that the card number, expiry date and security code are correct, and that your bank has approved the 3-D Secure check.',
          'If the payment still fails, your bank can tell you why; your order is not placed until a payment succeeds.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Can I pay later or in instalments?',
        paragraphs: [
          'In some countries you can choose a buy-now-pay-later provider at checkout. The provider checks your application and sends you its own payment schedule.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Sizes and fit',
    summary: 'Finding your size in shoes and clothing.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'How do I find my size?',
        paragraphs: [
          'Our size chart converts UK, EU and US sizes and gives the foot length in centimetres for every shoe size.',
          'Measure your foot in the evening, standing, from the heel to the longest toe, and pick the size that matches.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: 'How do your shoes fit?',
        paragraphs: ['Our footwear is true to size. Each product page says when a model runs small or large, based on what customers tell us in reviews.'],
      },
      {
        slug: 'between-sizes',
        title: 'I am between two sizes. Which should I choose?',
        paragraphs: ['Choose the larger size if you wear thick socks or have wide feet, and the smaller one for a snug fit in running shoes.'],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Loyalty programme',
    summary: 'Joining, earning and spending points.',
    articles: [
      {
        slug: 'join-membership',
        title: 'How do I join the {brand} loyalty programme?',
        paragraphs: ['Membership is free. Create an account and join from your account page, or tick the box when you check out.'],
      },
      {
        slug: 'earn-points',
        title: 'How do I earn points?',
        paragraphs: [
          'You earn about one point for every pound, euro or dollar you spend. Points appear in your account when your order has been paid.',
          'Members reach silver at 500 and gold at 1,500 lifetime points.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'How do I spend my points?',
        paragraphs: [
          'At checkout, choose how many points to use: 100 points are worth one unit of your currency. If you return an item, the points come back to you.',
        ],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Gift cards',
    summary: 'Buying, using and checking gift cards.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: 'How do I buy a gift card?',
        paragraphs: [
          'Choose an amount on our gift card page and enter the recipient’s e-mail address. The e-gift card is e-mailed as soon as your payment is confirmed.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'How do I pay with a gift card?',
        paragraphs: ['Enter the card number and PIN at checkout. If the card does not cover the whole order, pay the rest with another payment method.'],
      },
      {
        slug: 'check-balance',
        title: 'How do I check my gift card balance?',
        paragraphs: ['Enter the card number and PIN at checkout or on your account’s gift card page to see the remaining balance.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Click and collect',
    summary: 'Collecting online orders in one of our stores.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: 'How does click and collect work?',
        paragraphs: [
          'Choose “Pick up in store” at checkout and select a store near you. Collection is free.',
          'We send you an e-mail when your order is ready to collect.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'How long will my order wait for me?',
        paragraphs: ['Your order is kept for 10 days. After that it goes back to our warehouse and you are refunded in full.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Can someone else collect my order?',
        paragraphs: ['Yes. Forward the ready-to-collect e-mail to them; they show it together with the order number at the till.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy and your data',
    summary: 'Your personal data, cookies and your account.',
    articles: [
      {
        slug: 'your-data',
        title: 'What do you do with my personal data?',
        paragraphs: [
          'We use your data to deliver your orders, run your account and loyalty membership and, if you agree, to personalise what you see. We never sell your data.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'How do I change my cookie choices?',
        paragraphs: ['Open “Cookie preferences” in the footer of any page and switch each category on or off. Your choice applies at once.'],
      },
      {
        slug: 'delete-your-account',
        title: 'How do I get a copy of my data or delete my account?',
        paragraphs: ['Write to customer service through the contact form with the topic “Other”. We answer data requests within 30 days.'],
      },
    ],
  },
];
