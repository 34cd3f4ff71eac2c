import type { HelpTopicText } from './types';

export const ES: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Envío',
    summary: 'Opciones de envío, costes, plazos y seguimiento.',
    articles: [
      {
        slug: 'delivery-times',
        title: '¿Cuánto tarda el envío?',
        paragraphs: [
          'El envío estándar tarda de 3 a 5 días laborables. El envío exprés llega el siguiente día laborable si haces el pedido antes de las 14:00.',
          'Los pedidos realizados en fin de semana o en festivo salen de nuestro almacén el siguiente día laborable.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: '¿Cuánto cuesta el envío?',
        paragraphs: [
          'El envío estándar es gratuito a partir del importe mínimo de tu país; por debajo, verás el coste en la cesta antes de pagar.',
          'El envío exprés siempre tiene coste, salvo para los miembros Gold del programa de fidelidad de {brand}.',
        ],
      },
      {
        slug: 'track-your-order',
        title: '¿Cómo sigo mi pedido?',
        paragraphs: [
          'En cuanto tu paquete sale del almacén te enviamos un correo con un enlace de seguimiento.',
          'También puedes consultar tu pedido en la página “Estado del pedido” con tu número de pedido y tu correo electrónico.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Devoluciones y reembolsos',
    summary: 'Devoluciones gratuitas en 30 días, reembolsos y cambios.',
    articles: [
      {
        slug: 'how-to-return',
        title: '¿Cómo devuelvo un artículo?',
        paragraphs: [
          'Puedes devolver gratis los artículos sin usar en un plazo de 30 días desde la entrega.',
          'Imprime una etiqueta de devolución gratuita desde el detalle de tu pedido, embala los artículos en su caja original y deja el paquete en un punto de recogida.',
        ],
      },
      {
        slug: 'refund-times',
        title: '¿Cuándo recibiré mi reembolso?',
        paragraphs: [
          'Te reembolsamos en un plazo de 5 días laborables desde que la devolución llega a nuestro almacén, con el mismo método de pago.',
          'Tu banco puede tardar unos días más en mostrar el importe en tu extracto.',
        ],
      },
      {
        slug: 'exchanges',
        title: '¿Puedo cambiar un artículo por otra talla?',
        paragraphs: [
          'Lo más rápido es devolver el artículo y hacer un nuevo pedido con la talla que necesitas, para no esperar a que haya existencias.',
          'Las tallas agotadas en línea suelen seguir disponibles en nuestras tiendas.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Pago',
    summary: 'Métodos de pago, pagos rechazados y pago aplazado.',
    articles: [
      {
        slug: 'payment-methods',
        title: '¿Qué métodos de pago aceptáis?',
        paragraphs: [
          'Aceptamos Visa, Mastercard y American Express, PayPal, tarjetas regalo y puntos de fidelidad. Los métodos locales dependen de tu país y se muestran al pagar.',
        ],
      },
      {
        slug: 'payment-declined',
        title: '¿Por qué se ha rechazado mi pago?',
        paragraphs: [
          'Comprueba el número de tarjeta, la fecha de caducidad y el código de seguridad, y que tu banco haya aprobado la verificación 3-D Secure.',
          'Si el pago sigue fallando, tu banco puede decirte el motivo; el pedido no se realiza hasta que un pago se completa.',
        ],
      },
      {
        slug: 'pay-later',
        title: '¿Puedo pagar más tarde o a plazos?',
        paragraphs: [
          'En algunos países puedes elegir al pagar un proveedor de pago aplazado, que revisa tu solicitud y te envía su propio calendario de pagos.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Tallas y ajuste',
    summary: 'Cómo encontrar tu talla de calzado y ropa.',
    articles: [
      {
        slug: 'find-your-size',
        title: '¿Cómo encuentro mi talla?',
        paragraphs: [
          'Nuestra guía de tallas convierte las tallas UK, EU y US e indica la longitud del pie en centímetros para cada número.',
          'Mide tu pie por la tarde, de pie, desde el talón hasta el dedo más largo, y elige la talla correspondiente.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: '¿Cómo calzan vuestras zapatillas?',
        paragraphs: [
          'Nuestro calzado tiene una horma normal. Si un modelo calza pequeño o grande, lo indicamos en la página del producto según las opiniones de los clientes.',
        ],
      },
      {
        slug: 'between-sizes',
        title: 'Estoy entre dos tallas. ¿Cuál elijo?',
        paragraphs: ['Elige la mayor si usas calcetines gruesos o tienes el pie ancho, y la menor para un ajuste firme en zapatillas de running.'],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Programa de fidelidad',
    summary: 'Unirte, ganar puntos y canjearlos.',
    articles: [
      {
        slug: 'join-membership',
        title: '¿Cómo me uno al programa de fidelidad de {brand}?',
        paragraphs: ['Unirte es gratis. Crea una cuenta y únete desde tu página de cuenta, o marca la casilla al pagar.'],
      },
      {
        slug: 'earn-points',
        title: '¿Cómo gano puntos?',
        paragraphs: [
          'Ganas aproximadamente un punto por cada euro, libra o dólar que gastas. Los puntos aparecen en tu cuenta cuando el pedido está pagado.',
          'Llegas a Silver con 500 puntos acumulados y a Gold con 1.500.',
        ],
      },
      {
        slug: 'redeem-points',
        title: '¿Cómo canjeo mis puntos?',
        paragraphs: ['Al pagar, elige cuántos puntos usar: 100 puntos valen una unidad de tu moneda. Si devuelves un artículo, recuperas los puntos.'],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Tarjetas regalo',
    summary: 'Comprar, usar y consultar tarjetas regalo.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: '¿Cómo compro una tarjeta regalo?',
        paragraphs: [
          'Elige un importe en nuestra página de tarjetas regalo e introduce el correo de la persona destinataria. La tarjeta regalo electrónica se envía en cuanto se confirma tu pago.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: '¿Cómo pago con una tarjeta regalo?',
        paragraphs: ['Introduce el número y el PIN de la tarjeta al pagar. Si la tarjeta no cubre todo el pedido, paga el resto con otro método.'],
      },
      {
        slug: 'check-balance',
        title: '¿Cómo consulto el saldo de mi tarjeta regalo?',
        paragraphs: ['Introduce el número y el PIN al pagar o en la página de tarjetas regalo de tu cuenta para ver el saldo disponible.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Recogida en tienda',
    summary: 'Recoger pedidos en línea en una de nuestras tiendas.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: '¿Cómo funciona la recogida en tienda?',
        paragraphs: [
          'Elige “Recoger en tienda” al pagar y selecciona una tienda cercana. La recogida es gratuita.',
          'Te enviamos un correo cuando tu pedido está listo para recoger.',
        ],
      },
      {
        slug: 'pickup-times',
        title: '¿Cuánto tiempo me espera el pedido?',
        paragraphs: ['Guardamos tu pedido durante 10 días. Después vuelve a nuestro almacén y te reembolsamos el importe completo.'],
      },
      {
        slug: 'who-can-collect',
        title: '¿Puede otra persona recoger mi pedido?',
        paragraphs: ['Sí. Reenvíale el correo de pedido listo; lo mostrará en caja junto con el número de pedido.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacidad y tus datos',
    summary: 'Tus datos personales, las cookies y tu cuenta.',
    articles: [
      {
        slug: 'your-data',
        title: '¿Qué hacéis con mis datos personales?',
        paragraphs: [
          'Usamos tus datos para entregar tus pedidos, gestionar tu cuenta y tu membresía y, si lo aceptas, personalizar lo que ves. Nunca vendemos tus datos.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: '¿Cómo cambio mis preferencias de cookies?',
        paragraphs: ['Abre “Preferencias de cookies” en el pie de cualquier página y activa o desactiva cada categoría. Tu elección se aplica al momento.'],
      },
      {
        slug: 'delete-your-account',
        title: '¿Cómo obtengo una copia de mis datos o elimino mi cuenta?',
        paragraphs: [
          'Escribe a atención al cliente mediante el formulario de contacto con el tema “Otro”. Respondemos a las solicitudes sobre datos en 30 días.',
        ],
      },
    ],
  },
];
