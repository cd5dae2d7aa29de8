/** Attribution of the open data the seed is built from (seed-data/SOURCE.md), shown under "Acerca de los datos". */
export const DATA_ATTRIBUTION =
  'Contiene datos de GeoNames (www.geonames.org, CC BY 4.0) y SimpleMaps World Cities Basic (CC BY 4.0). ' +
  'Códigos SIFEN tomados del paquete facturacionelectronicapy-xmlgen (MIT, © 2020 Marcos Silva). ' +
  'Etiquetas de categorías y marcas en parte de la taxonomía de Open Beauty Facts ' +
  '(© colaboradores de Open Food Facts, ODbL 1.0). Límites de país de Natural Earth (dominio público). ' +
  'Sucursales, precios, existencias y productos son datos sintéticos de demostración.';
