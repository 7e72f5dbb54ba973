/** Big free mailbox providers (gmail.com, hotmail.es, web.de…). */
import { wordSet } from './normalize-text.js';

const FREEMAIL_DOMAINS = wordSet(
  'gmail.com googlemail.com hotmail.com hotmail.es hotmail.com.ar hotmail.fr hotmail.de ' +
    'hotmail.co.uk outlook.com outlook.es outlook.com.ar outlook.fr outlook.de live.com ' +
    'live.com.ar live.com.mx live.fr msn.com yahoo.com yahoo.es yahoo.com.ar yahoo.com.mx ' +
    'yahoo.com.br yahoo.fr yahoo.de yahoo.co.uk ymail.com icloud.com me.com mac.com aol.com ' +
    'gmx.de gmx.net gmx.at gmx.ch web.de t-online.de orange.fr free.fr laposte.net wanadoo.fr ' +
    'sfr.fr uol.com.br bol.com.br terra.com.br ig.com.br proton.me protonmail.com zoho.com ' +
    'yandex.com mail.com fibertel.com.ar arnet.com.ar speedy.com.ar prodigy.net.mx ' +
    'telefonica.net movistar.es sapo.pt clix.pt btinternet.com sky.com comcast.net ' +
    'verizon.net correo.test mailbox.test',
);

export function isFreemailDomain(domain: string): boolean {
  return FREEMAIL_DOMAINS.has(domain.toLowerCase());
}
