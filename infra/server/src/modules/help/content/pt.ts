import type { HelpTopicText } from './types';

export const PT: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Entrega',
    summary: 'Opções de envio, custos, prazos e seguimento.',
    articles: [
      {
        slug: 'delivery-times',
        title: 'Quanto tempo demora a entrega?',
        paragraphs: [
          'A entrega normal demora 3 a 5 dias úteis. A entrega expresso chega no dia útil seguinte se encomendar antes das 14h.',
          'As encomendas feitas ao fim de semana ou num feriado saem do nosso armazém no dia útil seguinte.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: 'Quanto custa a entrega?',
        paragraphs: [
          'A entrega normal é gratuita acima do valor mínimo do seu país; abaixo dele, o custo aparece no carrinho antes de pagar.',
          'A entrega expresso é sempre paga, exceto para os membros Gold do programa de fidelização {brand}.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'Como acompanho a minha encomenda?',
        paragraphs: [
          'Assim que a encomenda sai do armazém, enviamos-lhe um e-mail com um link de seguimento.',
          'Também pode consultar a encomenda na página “Estado da encomenda” com o número da encomenda e o seu e-mail.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Devoluções e reembolsos',
    summary: 'Devoluções gratuitas em 30 dias, reembolsos e trocas.',
    articles: [
      {
        slug: 'how-to-return',
        title: 'Como devolvo um artigo?',
        paragraphs: [
          'Pode devolver gratuitamente artigos por usar no prazo de 30 dias após a entrega.',
          'Imprima uma etiqueta de devolução gratuita nos detalhes da encomenda, embale os artigos na caixa original e entregue a encomenda num ponto parceiro.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'Quando recebo o meu reembolso?',
        paragraphs: [
          'Reembolsamos no prazo de 5 dias úteis após a devolução chegar ao nosso armazém, pelo mesmo meio de pagamento.',
          'O seu banco pode demorar mais alguns dias a mostrar o valor no extrato.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Posso trocar um artigo por outro tamanho?',
        paragraphs: [
          'O mais rápido é devolver o artigo e fazer uma nova encomenda com o tamanho certo, para não ficar à espera de reposição.',
          'Os tamanhos esgotados online estão muitas vezes disponíveis nas nossas lojas.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Pagamento',
    summary: 'Métodos de pagamento, pagamentos recusados e pagar mais tarde.',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Que métodos de pagamento aceitam?',
        paragraphs: [
          'Aceitamos Visa, Mastercard e American Express, PayPal, cartões-oferta e pontos de fidelização. Os métodos locais dependem do seu país e aparecem no pagamento.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Porque foi o meu pagamento recusado?',
        paragraphs: [
          'Verifique o número do cartão, a data de validade e o código de segurança, e se o seu banco aprovou a verificação 3-D Secure.',
          'Se o pagamento continuar a falhar, o banco pode indicar-lhe o motivo; a encomenda só é feita depois de um pagamento bem-sucedido.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Posso pagar mais tarde ou em prestações?',
        paragraphs: [
          'Em alguns países pode escolher no pagamento um serviço de pagamento diferido, que analisa o pedido e lhe envia o seu próprio plano de pagamentos.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Tamanhos e ajuste',
    summary: 'Como encontrar o seu tamanho de calçado e roupa.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'Como encontro o meu tamanho?',
        paragraphs: [
          'A nossa tabela de tamanhos converte tamanhos UK, EU e US e indica o comprimento do pé em centímetros para cada número.',
          'Meça o pé ao fim do dia, de pé, do calcanhar ao dedo mais comprido, e escolha o tamanho correspondente.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: 'Como servem os vossos sapatos?',
        paragraphs: [
          'O nosso calçado tem um tamanho normal. Quando um modelo é pequeno ou grande, indicamos na página do produto com base nas opiniões dos clientes.',
        ],
      },
      {
        slug: 'between-sizes',
        title: 'Estou entre dois tamanhos. Qual escolho?',
        paragraphs: ['Escolha o maior se usa meias grossas ou tem o pé largo, e o menor para um ajuste firme em sapatilhas de corrida.'],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Programa de fidelização',
    summary: 'Aderir, ganhar e usar pontos.',
    articles: [
      {
        slug: 'join-membership',
        title: 'Como adiro ao programa de fidelização {brand}?',
        paragraphs: ['A adesão é gratuita. Crie uma conta e adira na página da sua conta, ou assinale a opção ao finalizar a compra.'],
      },
      {
        slug: 'earn-points',
        title: 'Como ganho pontos?',
        paragraphs: [
          'Ganha cerca de um ponto por cada euro, libra ou dólar que gasta. Os pontos aparecem na sua conta quando a encomenda está paga.',
          'Passa a Silver com 500 pontos acumulados e a Gold com 1500.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'Como uso os meus pontos?',
        paragraphs: [
          'No pagamento, escolha quantos pontos quer usar: 100 pontos valem uma unidade da sua moeda. Se devolver um artigo, os pontos voltam para si.',
        ],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Cartões-oferta',
    summary: 'Comprar, usar e consultar cartões-oferta.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: 'Como compro um cartão-oferta?',
        paragraphs: [
          'Escolha um valor na página de cartões-oferta e indique o e-mail do destinatário. O cartão-oferta digital é enviado assim que o pagamento for confirmado.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'Como pago com um cartão-oferta?',
        paragraphs: ['Introduza o número e o PIN do cartão no pagamento. Se o cartão não cobrir toda a encomenda, pague o resto com outro método.'],
      },
      {
        slug: 'check-balance',
        title: 'Como consulto o saldo do meu cartão-oferta?',
        paragraphs: ['Introduza o número e o PIN no pagamento ou na página de cartões-oferta da sua conta para ver o saldo disponível.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Levantamento em loja',
    summary: 'Levantar encomendas online numa das nossas lojas.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: 'Como funciona o levantamento em loja?',
        paragraphs: [
          'Escolha “Levantar em loja” no pagamento e selecione uma loja perto de si. O levantamento é gratuito.',
          'Enviamos-lhe um e-mail quando a encomenda estiver pronta.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'Quanto tempo fica a minha encomenda à espera?',
        paragraphs: ['Guardamos a encomenda durante 10 dias. Depois regressa ao armazém e é reembolsado na totalidade.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Outra pessoa pode levantar a minha encomenda?',
        paragraphs: ['Sim. Reencaminhe-lhe o e-mail de encomenda pronta; essa pessoa mostra-o na caixa com o número da encomenda.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacidade e os seus dados',
    summary: 'Os seus dados pessoais, cookies e a sua conta.',
    articles: [
      {
        slug: 'your-data',
        title: 'O que fazem com os meus dados pessoais?',
        paragraphs: [
          'Usamos os seus dados para entregar encomendas, gerir a sua conta e adesão e, se concordar, personalizar o que vê. Nunca vendemos os seus dados.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'Como altero as minhas escolhas de cookies?',
        paragraphs: ['Abra “Preferências de cookies” no rodapé de qualquer página e ative ou desative cada categoria. A escolha aplica-se de imediato.'],
      },
      {
        slug: 'delete-your-account',
        title: 'Como obtenho uma cópia dos meus dados ou elimino a minha conta?',
        paragraphs: ['Escreva ao apoio ao cliente através do formulário de contacto com o tema “Outro”. Respondemos a pedidos sobre dados em 30 dias.'],
      },
    ],
  },
];
