package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class NamedHeadingsTest {
    static boolean said(String heading, String question, String skill) {
        String phrase = NamedHeadings.phrase(heading, skill);
        return phrase != null && NamedHeadings.words(question).contains(phrase);
    }

    @Test
    void aHeadingSaidAsAPhraseNamesItsSection() {
        assertTrue(said("Widget ring sizing", "How should I do widget-ring sizing for 4k queues?", "doca-widget"));
        assertTrue(said("`widget-ct` pipes", "the WIDGET_CT pipes drop every second packet", "doca-widget"));
    }

    @Test
    void theWordsMustStandTogetherAndInOrder() {
        assertFalse(said("Widget ring sizing", "the widget needs sizing of its ring", "doca-widget"));
        assertFalse(said("Widget ring sizing", "ring sizing of the widget", "doca-widget"));
        // a phrase inside a longer word is not the phrase
        assertFalse(said("ring sizing", "the subring sizing table", "doca-widget"));
    }

    @Test
    void oneContentWordIsSaidByAnyQuestion() {
        assertFalse(said("Configure", "how do I configure the widget", "doca-widget"));
        assertFalse(said("How to run", "how to run the sample", "doca-widget"));
        // "DOCA" is in every title and does not make a second word
        assertFalse(said("DOCA Widget", "the DOCA widget crashes", "doca-gadget"));
    }

    @Test
    void aHeadingMadeOfTheSkillsNameTitlesTheSkill() {
        assertFalse(said("DOCA Widget-Ring", "the doca widget ring hangs", "doca-widget-ring"));
        assertTrue(said("Widget-Ring teardown", "widget ring teardown hangs", "doca-widget-ring"));
    }

    @Test
    void chineseTextSeparatesWordsLikeSpace() {
        // "after widget ring sizing, the throughput did not change"
        assertTrue(said("Widget ring sizing", "做了widget ring sizing以后吞吐没有变化", "doca-widget"));
        assertFalse(said("Widget ring sizing", "widget环ring sizing", "doca-widget"));
    }
}
