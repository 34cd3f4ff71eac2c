/**
 * Words that say nothing about which article answers a question: articles, pronouns, auxiliaries, question words and
 * chat filler ("please", "hi"). Written naturally, stored in the normal form of text.ts (lower case, no accents).
 */
import type { Language } from '@sf/remote-contract';
import { normalise, perLanguage } from './normal-form';

const LISTS: Readonly<Record<Language, string>> = {
  en: `a an the and or but if then so of to in on at by for from with without about into over under as is are was were be
    been being am do does did doing done have has had having i me my mine im ive id you your yours we us our ours they them
    their it its this that these those there here what which who whom whose when where why how can could will would shall
    should may might must not no yes any some all just also too very really still yet please pls thanks thank hi hello hey
    get got want wanted need would like know tell help guys im dont cant wont isnt arent havent hasnt didnt doesnt ok okay
    one s t take work works`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber wenn dann so von zu zum zur in im an am auf
    aus bei mit nach fur uber unter vor als ist sind war waren sein bin bist seid wird werden wurde wurden hat habe haben
    hast hatte ich mich mir mein meine meinen meinem meiner du dich dir dein deine ihr euch euer eure sie ihnen ihre wir
    uns unser unsere es er man was wer wie wo wann warum welche welcher welches kann konnen konnte kannst muss mussen soll
    sollte darf will mochte nicht kein keine ja nein noch schon auch sehr bitte danke hallo hi mal denn doch gibt gibts`,
  fr: `le la les l un une des du de d et ou mais si alors a au aux en dans sur sous par pour avec sans chez est sont etait
    etre ai as avons avez ont suis es je j me m mon ma mes moi tu te t ton ta tes vous votre vos nous notre nos il elle ils
    elles leur leurs on ce c cet cette ces qui que qu quoi quel quelle quels quelles quand ou comment pourquoi combien
    peux peut pouvez puis veux voudrais voudrait faut ne pas n plus y ca cela bien tres aussi encore svp merci bonjour
    salut est-ce`,
  nl: `de het een en of maar als dan van te in op aan bij met naar voor door over uit is zijn was waren ben bent wordt
    worden werd heb hebt heeft hebben had ik me mij mijn jij je jou jouw u uw wij we ons onze zij ze hun het er wat wie
    waar wanneer waarom hoe welke kan kun kunt kunnen moet moeten mag wil wilt zou niet geen ja nee nog al ook heel graag
    alstublieft aub dank bedankt hallo hoi dit dat deze die`,
  es: `el la los las un una unos unas y o pero si entonces de del a al en con sin por para sobre es son era ser estar esta
    estan he ha han hay yo me mi mis tu te tus usted su sus nosotros nuestro nuestra ellos ellas le les lo que quien cual
    cuando donde por que porque como cuanto cuanta puedo puede pueden quiero quisiera debo no ni ya tambien muy mas
    gracias hola favor se`,
  it: `il lo la i gli le un uno una e o ma se allora di del della dei delle da dal in nel nella con su per tra fra a al alla
    e sono era essere ho ha hanno io mi mio mia miei mie tu ti tuo tua lei suo sua noi ci nostro nostra voi vostro loro che
    chi cosa quale quando dove perche come quanto quanta posso puo possono voglio vorrei devo non no si gia anche molto
    piu grazie ciao salve per favore`,
  pl: `i oraz lub albo ale jesli to w we na z ze do od po przy o u za dla bez przez jest sa byl byla byc mam ma maja ja
    mnie mi moj moja moje ty ciebie ci twoj twoja pan pani my nas nasz nasza oni one ich co kto jaki jaka jakie kiedy
    gdzie dlaczego jak ile moge moze mozna chce chcialbym chcialabym musze nie tak juz tez bardzo prosze dziekuje czesc
    dzien dobry sie czy`,
  pt: `o a os as um uma uns umas e ou mas se entao de do da dos das em no na nos nas com sem por para sobre e sao era ser
    estar esta estao tenho tem temos eu me meu minha meus minhas tu te teu tua voce voces seu sua nos nosso nossa eles
    elas lhe que quem qual quando onde porque como quanto quanta posso pode podem quero queria devo nao ja tambem muito
    mais obrigado obrigada ola favor`,
};

export const STOP_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = perLanguage(
  (language) => new Set(LISTS[language].split(/\s+/).map(normalise).filter(Boolean)),
);
