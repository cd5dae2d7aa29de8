import { createRequire } from 'node:module';

/** The documented API of facturacionelectronicapy-xmlsign (its TypeScript declaration). */
interface XmlSign {
  signXML(xml: string, file: string, password: string, signByNodeJS?: boolean): Promise<string>;
  signXMLEvento(xml: string, file: string, password: string, signByNodeJS?: boolean): Promise<string>;
}

export interface Certificate {
  path: string;
  password: string;
}

let loaded: XmlSign | null = null;
function xmlsign(): XmlSign {
  if (!loaded) {
    // A CommonJS package whose default export is the signer; loaded when a certificate is configured.
    const mod = createRequire(import.meta.url)('facturacionelectronicapy-xmlsign') as { default?: XmlSign } & XmlSign;
    loaded = mod.default ?? mod;
  }
  return loaded;
}

/**
 * Signs the DE of an rDE (XMLDSig enveloped, RSA-SHA256, exclusive C14N, the certificate in KeyInfo) in Node: the
 * package's `signByNodeJS` path (xml-crypto and node-forge), not its Java one, so no JVM is needed.
 */
export const signDocument = (xml: string, cert: Certificate) => xmlsign().signXML(xml, cert.path, cert.password, true);

/** Signs the rEve of an event message (the SOAP envelope siRecepEvento receives), the same way. */
export const signEvent = (envelope: string, cert: Certificate) => xmlsign().signXMLEvento(envelope, cert.path, cert.password, true);
