/**
 * Name pools of the large-network generator (spec 6-data-and-beyond §6.2.3 "People"): at least
 * 400 given and 600 family names, anglophone, francophone and international, with accents,
 * hyphens, particles and two-part surnames. The compound names are built from the base lists
 * so that the pools stay long without a second hand-written list.
 */
const words = (text: string): string[] => text.trim().split(/\s*,\s*/);

const GIVEN_EN = words(`
Aaron, Abigail, Adam, Aiden, Alexander, Alice, Amanda, Amelia, Andrew, Angela, Anna, Anthony, Ashley,
Audrey, Austin, Benjamin, Beth, Brandon, Brian, Brittany, Caleb, Cameron, Caroline, Catherine, Charles,
Charlotte, Chloe, Christopher, Claire, Colin, Connor, Daniel, David, Deborah, Dylan, Eleanor, Elizabeth,
Ella, Emily, Emma, Ethan, Evan, Fiona, Gavin, George, Grace, Hannah, Harper, Heather, Henry, Isaac,
Jack, Jacob, James, Jane, Jason, Jennifer, Jessica, John, Jonathan, Joseph, Joshua, Julia, Justin,
Karen, Katherine, Kayla, Kevin, Kyle, Laura, Lauren, Leah, Liam, Lily, Logan, Lucas, Lucy, Madison,
Margaret, Mark, Matthew, Megan, Melissa, Michael, Michelle, Molly, Nathan, Nicholas, Nicole, Noah,
Olivia, Oliver, Owen, Patrick, Paul, Peter, Rachel, Rebecca, Richard, Robert, Ryan, Samantha, Samuel,
Sarah, Scott, Sean, Sophia, Stephanie, Stephen, Susan, Taylor, Thomas, Tyler, Victoria, William, Zoe,
Bridget, Declan, Eoin, Siobhan, Aoife, Ciarán, Niamh, Callum, Isla, Ewan, Morag, Rhys, Gwen, Dafydd
`);

const GIVEN_FR = words(`
Adèle, Adrien, Agathe, Alexandre, Alexis, Amélie, Anaïs, André, Antoine, Arnaud, Aurélie, Benoît,
Bernadette, Camille, Catherine, Céline, Charles, Chloé, Christophe, Claude, Clément, Corinne, Damien,
Denis, Diane, Dominique, Élise, Éloïse, Émile, Émilie, Éric, Étienne, Fabien, Florence, François,
Frédéric, Gabriel, Gaëlle, Geneviève, Georges, Gilles, Guillaume, Hélène, Henri, Hugo, Isabelle, Jacques,
Jean, Jeanne, Jérôme, Joël, Josée, Julien, Juliette, Laurent, Léa, Léon, Louis, Louise, Luc, Lucie,
Madeleine, Manon, Marc, Marcel, Marguerite, Marie, Mathieu, Maxime, Mélanie, Michel, Mireille, Nadia,
Nathalie, Nicolas, Noémie, Océane, Olivier, Pascal, Patrice, Philippe, Pierre, Raphaël, Régis, Rémi,
Renée, Roch, Sébastien, Simon, Solange, Sophie, Stéphane, Suzanne, Sylvie, Thérèse, Thibault, Valérie,
Véronique, Vincent, Yannick, Yves, Zoé, Ghislain, Réjean, Gaétan, Lise, Francine, Ginette, Jocelyne
`);

const GIVEN_INTL = words(`
Aarav, Abdullah, Adebayo, Ahmed, Aiko, Akira, Alejandro, Amara, Amir, Ana, Ananya, Andrzej, Anh, Arjun,
Aylin, Bao, Beatriz, Björn, Carlos, Chen, Chidi, Chinedu, Daniela, Darius, Deepak, Diego, Dmitri, Elif,
Emeka, Esther, Farah, Fatima, Felipe, Giulia, Hamid, Hana, Haruto, Hiroshi, Hye-jin, Ibrahim, Ingrid,
Ioana, Jae-won, Javier, Ji-woo, Jorge, Kaito, Kamala, Karim, Kenji, Kwame, Lars, Layla, Leila, Lucía,
Luis, Magdalena, Mamadou, Marco, María, Mateus, Mei, Mehmet, Min-jun, Mohammed, Nadia, Nasrin, Nkechi,
Nuno, Olga, Oluwaseun, Omar, Paulo, Priya, Rahul, Rania, Ravi, Reza, Rosa, Sakura, Samira, Santiago,
Seo-yeon, Sergei, Shreya, Sipho, Sofía, Sunil, Svetlana, Tariq, Thu, Tomasz, Valentina, Wei, Xin,
Yasmin, Yuki, Yusuf, Zainab, Zeynep, Zhang, Žofie, Søren, Øystein
`);

const FAMILY_EN = words(`
Adams, Allen, Anderson, Armstrong, Bailey, Baker, Barnes, Bell, Bennett, Brooks, Brown, Bryant, Burke,
Butler, Campbell, Carter, Clark, Clarke, Cole, Collins, Cook, Cooper, Cox, Crawford, Davies, Davis,
Dixon, Duncan, Edwards, Elliott, Ellis, Evans, Ferguson, Fisher, Fletcher, Ford, Foster, Fraser, Gardner,
Gibson, Graham, Grant, Gray, Green, Griffin, Hall, Hamilton, Harris, Harrison, Hart, Hayes, Henderson,
Hill, Holmes, Howard, Hughes, Hunt, Hunter, Jackson, James, Jenkins, Johnson, Johnston, Jones, Kelly,
Kennedy, King, Knight, Lambert, Lawrence, Lee, Lewis, Lloyd, MacDonald, MacKenzie, MacLeod, Marshall,
Martin, Mason, Matthews, McCarthy, McDonald, McKay, Miller, Mitchell, Moore, Morgan, Morris, Murphy,
Murray, Nelson, O'Brien, O'Connor, O'Neill, Owen, Palmer, Parker, Patterson, Payne, Pearson, Perry,
Phillips, Porter, Powell, Price, Quinn, Reid, Reynolds, Richards, Richardson, Roberts, Robertson,
Robinson, Rogers, Ross, Russell, Ryan, Scott, Shaw, Simpson, Smith, Spencer, Stevens, Stewart, Sullivan,
Sutherland, Taylor, Thomas, Thompson, Thomson, Turner, Walker, Wallace, Walsh, Ward, Watson, Webb,
Wells, West, White, Williams, Wilson, Wood, Wright, Young, Abbott, Atkinson, Barker, Black, Boyd,
Chapman, Dawson, Doyle, Fitzgerald, Fleming, Gallagher, Gordon, Hardy, Harvey, Holland, Hudson, Lynch,
Mills, Nolan, Norris, O'Reilly, Pratt, Riley, Sharp, Stone, Sweeney, Wheeler
`);

const FAMILY_FR = words(`
Allard, Arsenault, Asselin, Aubin, Audet, Beauchamp, Beaulieu, Bélanger, Bergeron, Bernier, Bertrand,
Bélisle, Blais, Blanchette, Boisvert, Bouchard, Boucher, Boudreau, Bourque, Brassard, Brisson, Brunet,
Caron, Carrier, Champagne, Charbonneau, Charron, Chevalier, Cloutier, Côté, Cormier, Couture, Cyr,
Daigle, Demers, Desjardins, Desrosiers, Dion, Dionne, Dubé, Dubois, Dufour, Dumont, Dupuis, Durand,
Fontaine, Fortier, Fortin, Fournier, Gagné, Gagnon, Gauthier, Gendron, Germain, Giguère, Gilbert,
Girard, Giroux, Gosselin, Goulet, Grenier, Guay, Guérin, Hébert, Houle, Jacques, Labelle, Lachance,
Lacroix, Lafleur, Lafrance, Lalonde, Lambert, Landry, Langlois, Lapointe, Laroche, Larouche, Leblanc,
Lebrun, Leclerc, Lefebvre, Légaré, Lemieux, Lepage, Lessard, Lévesque, Marchand, Martel, Mathieu,
Mercier, Michaud, Morin, Nadeau, Ouellet, Ouellette, Paquette, Paradis, Parent, Pelletier, Perron,
Picard, Plante, Poirier, Poulin, Proulx, Racine, Renaud, Richard, Rioux, Robert, Roy, Savard, Simard,
Thibault, Tremblay, Trudeau, Turcotte, Vachon, Vaillancourt, Vallée, Vézina, Villeneuve, Bérubé,
Thériault, Bélair, Gélinas, Lévêque, Huot, Laflamme, Lévis, Désilets, Ménard, Pépin, Provencher,
Rochon, Séguin, Sénécal, Thivierge, Beaudoin, Boileau, Brochu, Chartrand, Cousineau, Deschênes,
Drouin, Émond, Forget, Gingras, Guillemette, Jolicoeur, Lamarre, Lavoie, Lemay, Maltais, Nolin,
Pâquet, Pilon, Rousseau, Saint-Pierre, Saint-Laurent, Sainte-Marie, Thiboutot, Veilleux, Lœuillet
`);

const FAMILY_INTL = words(`
Abara, Adeyemi, Agarwal, Ahmadi, Al-Mansouri, Al-Sayed, Andersen, Aydin, Banerjee, Barros, Benjelloun,
Bianchi, Castillo, Chakraborty, Chen, Cho, Chowdhury, Costa, Da Silva, De Luca, Diallo, Diaz, Dimitrov,
Du, Eriksson, Esposito, Fernández, Ferreira, Fischer, Gómez, González, Gupta, Haddad, Hashemi, Hernández,
Hoang, Horvat, Huang, Ibrahim, Ivanova, Iyer, Jensen, Jovanović, Kaur, Khan, Kim, Kovačević, Kowalska,
Kowalski, Kumar, Larsen, Le, Li, Lim, Lin, Liu, Lopes, López, Mahmoud, Mendoza, Mensah, Moreau-Nakamura,
Müller, Nakamura, Nguyen, Novak, Nowak, Obi, Okafor, Okonkwo, Oliveira, Ortiz, Osei, Park, Patel, Pereira,
Petrov, Pham, Popescu, Qureshi, Rahman, Ramos, Rezaei, Rodríguez, Romano, Rossi, Sánchez, Santos, Sato,
Schmidt, Schneider, Shah, Sharma, Silva, Singh, Sokolova, Suzuki, Takahashi, Tanaka, Tran, Van der Berg,
van Dijk, de Vries, Vargas, Wang, Weber, Wiśniewski, Wu, Xu, Yamamoto, Yang, Yılmaz, Yusuf, Zhang, Zhao,
Zhou, Ali, Andrade, Bakker, Bose, Cruz, de la Cruz, De Souza, Dos Santos, El-Amin, Ezeh, Farouk, Haidari,
Ito, Jaramillo, Kang, Lindqvist, Mahlaba, Mbeki, Moreno, Nair, Nasser, Ng, Oyelaran, Reyes, Saito,
Takeda, Torres, Vu, Watanabe, Yoon, von Bergen, ter Horst
`);

function compounds(first: readonly string[], second: readonly string[], count: number, join: string, step: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i += 1) {
    const a = first[i % first.length] as string;
    const b = second[(i * step + 7) % second.length] as string;
    if (a !== b) out.push(`${a}${join}${b}`);
  }
  return out;
}

/** Compound given names ("Jean-Philippe", "Marie-Ève", "Mary Ann"). */
const GIVEN_FR_COMPOUND = compounds(['Jean', 'Marie', 'Pierre', 'Anne', 'Louis', 'Marc'], GIVEN_FR.filter((n) => !n.includes('-')), 60, '-', 5);
const GIVEN_EN_COMPOUND = compounds(['Mary', 'Anne', 'John', 'Sarah'], GIVEN_EN, 24, ' ', 7);
const GIVEN_INTL_COMPOUND = compounds(['María', 'José', 'Ana', 'Luis'], GIVEN_INTL.filter((n) => /^[A-ZÁ-Ú]/.test(n)), 24, ' ', 3);

/** Double-barrelled and two-part surnames ("Dubois-Martin", "García López"). */
const FAMILY_FR_COMPOUND = compounds(FAMILY_FR.slice(0, 60), FAMILY_FR.slice(60), 90, '-', 11);
const FAMILY_EN_COMPOUND = compounds(FAMILY_EN.slice(0, 30), FAMILY_EN.slice(30), 40, '-', 13);
const FAMILY_INTL_COMPOUND = compounds(
  ['García', 'Martínez', 'Pérez', 'Ruiz', 'Navarro', 'Torres', 'Rojas', 'Vidal'],
  ['López', 'Sánchez', 'Gómez', 'Morales', 'Herrera', 'Castro', 'Ortega', 'Iglesias', 'Domínguez', 'Molina'],
  50,
  ' ',
  3,
);

const unique = (names: string[]): string[] => [...new Set(names)];

export type NameOrigin = 'anglophone' | 'francophone' | 'international';

export const GIVEN_NAMES: Readonly<Record<NameOrigin, readonly string[]>> = {
  anglophone: unique([...GIVEN_EN, ...GIVEN_EN_COMPOUND]),
  francophone: unique([...GIVEN_FR, ...GIVEN_FR_COMPOUND]),
  international: unique([...GIVEN_INTL, ...GIVEN_INTL_COMPOUND]),
};

export const FAMILY_NAMES: Readonly<Record<NameOrigin, readonly string[]>> = {
  anglophone: unique([...FAMILY_EN, ...FAMILY_EN_COMPOUND]),
  francophone: unique([...FAMILY_FR, ...FAMILY_FR_COMPOUND]),
  international: unique([...FAMILY_INTL, ...FAMILY_INTL_COMPOUND]),
};

/** Share of members per origin (§6.2.3: about 40 % / 35 % / 25 %). */
export const ORIGIN_WEIGHTS: Readonly<Record<NameOrigin, number>> = { anglophone: 40, francophone: 35, international: 25 };
