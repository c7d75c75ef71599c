package dev.refin.describe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Checks how API names split into namespace, local name and custom suffix, and which names are valid. */
class ApiNamesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            nullValues = "-",
            value = {
                "Name,                          -,      Name,                       -",
                "Region__c,                     -,      Region,                     c",
                "refin__Region__c,              refin,  Region,                     c",
                "other__Region__c,              other,  Region,                     c",
                "refin__Sales_Invoice__c,       refin,  Sales_Invoice,              c",
                "Shipping_Location__Latitude__s, -,     Shipping_Location_Latitude, s",
                "refin__Loc__Latitude__s,       refin,  Loc_Latitude,               s",
                "npe01__One2OneContact__c,      npe01,  One2OneContact,             c",
                "Foo__r,                        -,      Foo,                        r",
                "Foo__mdt,                      -,      Foo,                        mdt",
                "refin__Foo__mdt,               refin,  Foo,                        mdt",
                "Order_Event__e,                -,      Order_Event,                e",
                "npe01__Contact__pc,            npe01,  Contact,                    pc",
                "Contact__pc,                   -,      Contact,                    pc",
                "AccountShare,                  -,      AccountShare,               -",
            })
    void splitsNames(String name, String namespace, String localName, String suffix) {
        assertTrue(ApiNames.isValid(name), name);
        assertEquals(Optional.ofNullable(namespace), ApiNames.namespace(name), "namespace of " + name);
        assertEquals(localName, ApiNames.localName(name), "local name of " + name);
        assertEquals(Optional.ofNullable(suffix), ApiNames.suffix(name), "suffix of " + name);
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "",
                " ",
                "1abc",
                "_abc",
                "a b",
                "a-b",
                "a.b",
                "../x",
                "x/y",
                "..\\x",
                "a___b",
                "a_",
                "a__",
                "__c",
                "Foo__c ",
                "refin__X/../../Y__c",
                "Name\n",
                "Ñame",
                "a__b__c__d__e"
            })
    void rejectsInvalidNames(String name) {
        assertFalse(ApiNames.isValid(name), name);
    }

    @Test
    void rejectsNull() {
        assertFalse(ApiNames.isValid(null));
    }

    @Test
    void lengthLimitIs120() {
        String longest = "A" + "b".repeat(119);
        assertEquals(120, longest.length());
        assertTrue(ApiNames.isValid(longest));
        assertFalse(ApiNames.isValid(longest + "c"));
        assertFalse(ApiNames.isValid("A".repeat(1000)));
    }

    @Test
    void acceptsRealNames() {
        for (String name : new String[] {
            "Id",
            "a",
            "A1",
            "Billing_Address_2",
            "refin__Sales_Invoice__c",
            "a__b__c__d",
            "blng__Invoice__r",
            "npsp__Primary_Contact__c",
            "ns__Loc__Latitude__s",
            "Foo__History",
            "Foo__ChangeEvent"
        }) {
            assertTrue(ApiNames.isValid(name), name);
        }
    }

    /** The rule as the regular expression it was first written as; {@link ApiNames#isValid} must agree with it. */
    private static final java.util.regex.Pattern SPECIFICATION = java.util.regex.Pattern.compile(
            "[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*(?:__[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*){0,3}");

    @Test
    void validityAgreesWithTheRegularExpressionOnRandomNames() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(42);
        String alphabet = "aZ9__-é. ";
        int valid = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder name = new StringBuilder();
            int length = random.nextInt(14);
            for (int i = 0; i < length; i++) {
                name.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = name.toString();
            boolean expected = SPECIFICATION.matcher(text).matches();
            assertEquals(expected, ApiNames.isValid(text), text);
            valid += expected ? 1 : 0;
        }
        assertTrue(valid > 1_000, "the sample has valid names too: " + valid);
        assertFalse(ApiNames.isValid("a" + "b".repeat(120)), "longer than 120 characters");
        assertTrue(ApiNames.isValid("a" + "b".repeat(119)));
    }
}
